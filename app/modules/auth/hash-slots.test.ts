import { describe, expect, it } from "vitest";
import { createHashSlots, HashSlotsFullError } from "./hash-slots.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("createHashSlots", () => {
  it("runs at most `concurrency` tasks at once, queues up to `queueLimit`, and refuses the rest", async () => {
    const slots = createHashSlots({ concurrency: 2, queueLimit: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.stats()).toEqual({ running: 2, waiting: 1 });
    await expect(slots.run(async () => 99)).rejects.toBeInstanceOf(HashSlotsFullError);

    gates[0]!.resolve();
    expect(await tasks[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.stats()).toEqual({ running: 2, waiting: 0 });
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    expect(slots.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when a task fails", async () => {
    const slots = createHashSlots({ concurrency: 1, queueLimit: 0 });
    await expect(slots.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(async () => "ok")).toBe("ok");
  });
});
