// A request's place among those the server serves at once (server/admission.ts). A request that waits for another
// thread, not for this one nor for the database (a PDF drawn by a worker, pdf-pool.server.ts), gives its place to
// the next one meanwhile, and takes one back ahead of the waiting requests when it has what it waited for.
// The server (run from its sources) and the app (from its bundle) each load this file: the one store lives on
// globalThis so that both see it.
import { AsyncLocalStorage } from "node:async_hooks";

export type AdmissionSlot = {
  /** Gives the place to the next request; the function returned waits for a place again. */
  stepAside(): () => Promise<void>;
};

const STORE_KEY = Symbol.for("bpe.admission-slot");
const registry = globalThis as { [STORE_KEY]?: AsyncLocalStorage<AdmissionSlot> };
const store = (registry[STORE_KEY] ??= new AsyncLocalStorage<AdmissionSlot>());

/** Runs `admitted` (the rest of the request's handling) in its place. */
export function runInSlot<T>(slot: AdmissionSlot, admitted: () => T): T {
  return store.run(slot, admitted);
}

/** Runs `wait` with the current request's place given to others (as is outside a request). */
export async function outsideAdmission<T>(wait: () => Promise<T>): Promise<T> {
  const slot = store.getStore();
  if (!slot) return wait();
  const takeBack = slot.stepAside();
  try {
    return await wait();
  } finally {
    await takeBack();
  }
}
