import { describe, expect, it } from 'vitest';
import { createGroupWriter } from './group-writer';

describe('group writer', () => {
  it('writes a lone call at once and what arrives meanwhile in one write, settling each after its write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = createGroupWriter<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const settled: number[] = [];
    const first = write([1]).then(() => settled.push(1));
    const others = [write([2]), write([3, 4])].map((promise, index) => promise.then(() => settled.push(index + 2)));
    await Promise.resolve();
    expect(writes).toEqual([[1]]);
    expect(settled).toEqual([]);
    release();
    await Promise.all([first, ...others]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(settled).toEqual([1, 2, 3]);
  });

  it('fails only the caller whose items cannot be written', async () => {
    let release: () => void = () => {};
    let calls = 0;
    const write = createGroupWriter<string>(async (items) => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      if (items.includes('slecht')) throw new Error('refused');
    });
    const first = write(['a']);
    const good = write(['b']);
    const bad = write(['slecht']);
    release();
    await expect(first).resolves.toBeUndefined();
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow('refused');
  });
});
