/**
 * Group commit for small appends (an access log): items handed in during the same turn of the
 * event loop go into one write, and those handed in while a write is under way into the next, so
 * N concurrent requests cost about one statement instead of N. The first write waits for the end
 * of the current turn (a `setImmediate`) so that the requests being answered in it join: on the
 * embedded database a statement runs synchronously, so without that wait nothing could join and
 * every request paid a statement and a commit of its own. Every caller's promise settles only
 * when the write that holds its items has committed: nothing is acknowledged before it is stored.
 * When a group's write fails, each caller's items are tried on their own, so one bad item fails
 * only its caller.
 */
export function createGroupWriter<Item>(write: (items: Item[]) => Promise<void>): (items: Item[]) => Promise<void> {
  type Waiting = { items: Item[]; resolve(): void; reject(error: unknown): void };
  let queue: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      try {
        await write(group.flatMap((waiting) => waiting.items));
        for (const waiting of group) waiting.resolve();
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        else {
          for (const waiting of group) {
            await write(waiting.items).then(waiting.resolve, waiting.reject);
          }
        }
      }
    }
    writing = false;
  }

  return (items) => {
    if (items.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      queue.push({ items, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void drain());
    });
  };
}

/**
 * Resolves in the next turn of the event loop, after the group writes whose items were handed in
 * during this one have gone to the database: work done after it overlaps with those writes.
 */
export function afterGroupWritesSent(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
