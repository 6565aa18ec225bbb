import { availableParallelism } from "node:os";

/** PDF_WORKERS by default: one thread on a 2-core machine (the other core serves requests), else cores − 1. */
export function defaultPdfWorkers(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}
