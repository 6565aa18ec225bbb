import { describe, expect, it } from "vitest";
import { createRefusalCache } from "./refusal-cache.ts";

describe("refusal cache", () => {
  it("refuses a key until its time, then forgets it", () => {
    const cache = createRefusalCache();
    expect(cache.waitMs("ip:203.0.113.5", 1_000)).toBe(0);
    cache.remember("ip:203.0.113.5", 61_000);
    expect(cache.waitMs("ip:203.0.113.5", 1_000)).toBe(60_000);
    expect(cache.waitMs("ip:203.0.113.5", 60_999)).toBe(1);
    expect(cache.waitMs("ip:203.0.113.6", 1_000)).toBe(0);
    expect(cache.waitMs("ip:203.0.113.5", 61_000)).toBe(0);
    expect(cache.size).toBe(0);
  });

  it("keeps the latest time a key was remembered with", () => {
    const cache = createRefusalCache();
    cache.remember("pair:a@example.com|203.0.113.5", 10_000);
    cache.remember("pair:a@example.com|203.0.113.5", 40_000);
    expect(cache.waitMs("pair:a@example.com|203.0.113.5", 0)).toBe(40_000);
    expect(cache.size).toBe(1);
  });

  it("holds at most its bound, dropping the oldest remembered first", () => {
    const cache = createRefusalCache({ maxEntries: 3 });
    for (const ip of ["a", "b", "c"]) cache.remember(`ip:${ip}`, 10_000);
    cache.remember("ip:a", 20_000);
    cache.remember("ip:d", 10_000);
    expect(cache.size).toBe(3);
    expect(cache.waitMs("ip:b", 0)).toBe(0);
    expect(cache.waitMs("ip:c", 0)).toBe(10_000);
    expect(cache.waitMs("ip:a", 0)).toBe(20_000);
    expect(cache.waitMs("ip:d", 0)).toBe(10_000);
  });

  it("bounds a flood of distinct keys to 10,000 by default", () => {
    const cache = createRefusalCache();
    for (let i = 0; i < 25_000; i += 1) cache.remember(`ip:10.0.${i >> 8}.${i & 255}`, 10_000);
    expect(cache.size).toBe(10_000);
    expect(cache.waitMs("ip:10.0.0.0", 0)).toBe(0);
    expect(cache.waitMs(`ip:10.0.${24_999 >> 8}.${24_999 & 255}`, 0)).toBe(10_000);
  });

  it("forgets one key, or every key", () => {
    const cache = createRefusalCache();
    cache.remember("ip:a", 10_000);
    cache.remember("pair:x@example.com|a", 10_000);
    cache.forget("ip:a");
    expect(cache.waitMs("ip:a", 0)).toBe(0);
    expect(cache.waitMs("pair:x@example.com|a", 0)).toBe(10_000);
    cache.remember("ip:b", 10_000);
    cache.forget();
    expect(cache.size).toBe(0);
    expect(cache.waitMs("pair:x@example.com|a", 0)).toBe(0);
  });
});
