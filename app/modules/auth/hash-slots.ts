// A counting semaphore with a bounded queue (issue 12 item 3): at most `concurrency` password hashes run at once,
// at most `queueLimit` wait, and anything beyond is refused at once rather than piling up behind a flood.

export class HashSlotsFullError extends Error {
  constructor() {
    super("too many password hashes waiting");
    this.name = "HashSlotsFullError";
  }
}

export type HashSlots = {
  /** Runs `task` when a slot is free; rejects with HashSlotsFullError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Running and waiting tasks, for tests and logs. */
  stats(): { running: number; waiting: number };
};

export function createHashSlots({ concurrency, queueLimit }: { concurrency: number; queueLimit: number }): HashSlots {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else if (waiting.length < queueLimit) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new HashSlotsFullError();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
