import { describe, expect, it } from 'vitest';
import { createGate, GateFullError } from './gate';

/** Work that runs until the test lets it finish. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('gate', () => {
  it('runs at most inFlight at once, lets `waiting` more wait their turn, refuses the rest at once', async () => {
    const gate = createGate({ inFlight: 2, waiting: 1 });
    const works = [held(), held(), held()];
    const started: number[] = [];
    const runs = works.map((held, index) =>
      gate.run(async () => {
        started.push(index);
        await held.work();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(gate.run(async () => 'too many')).rejects.toBeInstanceOf(GateFullError);
    works[0]?.finish();
    expect(await runs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    works[1]?.finish();
    works[2]?.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    // Everything has finished: the gate is open again.
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees a place when work fails', async () => {
    const gate = createGate({ inFlight: 1, waiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
