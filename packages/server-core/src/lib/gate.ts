/** Thrown by a gate that is full: the caller answers at once instead of queueing. */
export class GateFullError extends Error {
  constructor() {
    super('gate full');
    this.name = 'GateFullError';
  }
}

export type Gate = { run<T>(work: () => Promise<T>): Promise<T> };

/**
 * Lets at most `inFlight` pieces of work run at once and at most `waiting` more wait for a turn
 * (first come, first served); work beyond that is refused at once with a GateFullError, so a
 * burst costs the refused ones nothing.
 */
export function createGate({ inFlight, waiting }: { inFlight: number; waiting: number }): Gate {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < inFlight) running += 1;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw new GateFullError();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
