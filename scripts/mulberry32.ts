// The seeded generator shared by the at-scale seed (scripts/seed-scale/random.ts) and the fuzzing test's corpus
// (tests/integration/fuzz/fuzz-corpus.ts): the same seed gives the same rows, and a failed fuzz run is replayed
// with its seed.

/** mulberry32: small, fast and the same on every machine; numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
