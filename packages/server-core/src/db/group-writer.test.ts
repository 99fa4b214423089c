import { describe, expect, it } from 'vitest';
import { createGroupWriter } from './group-writer';

/** Resolves after the current turn of the event loop (and the writer's own). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('group writer', () => {
  it('writes the calls of one turn together, what arrives during a write in the next, settling each after its write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = createGroupWriter<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const settled: number[] = [];
    const first = [write([1]), write([2])].map((promise, index) => promise.then(() => settled.push(index + 1)));
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual([[1, 2]]);
    const later = [write([3]), write([4, 5])].map((promise, index) => promise.then(() => settled.push(index + 3)));
    await nextTurn();
    expect(writes).toEqual([[1, 2]]);
    expect(settled).toEqual([]);
    release();
    await Promise.all([...first, ...later]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('writes a lone call on its own', async () => {
    const writes: string[][] = [];
    const write = createGroupWriter<string>(async (items) => {
      writes.push(items);
    });
    await write(['a']);
    await write(['b']);
    expect(writes).toEqual([['a'], ['b']]);
  });

  it('fails only the caller whose items cannot be written', async () => {
    const write = createGroupWriter<string>(async (items) => {
      if (items.includes('slecht')) throw new Error('refused');
    });
    const first = write(['a']);
    const good = write(['b']);
    const bad = write(['slecht']);
    await expect(first).resolves.toBeUndefined();
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow('refused');
  });
});
