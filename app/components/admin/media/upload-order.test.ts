import { describe, expect, it } from "vitest";
import { orderAfterBatch } from "./upload-order.ts";

describe("the gallery's order after a batch of uploads", () => {
  it("puts the batch in the order its files were chosen, whatever order they finished in", () => {
    // Chosen a, b, c; c (the smallest) finished first and took position 0.
    expect(orderAfterBatch(["c", "a", "b"], ["a", "b", "c"])).toEqual(["a", "b", "c"]);
  });

  it("keeps the media that were there before the batch first, in their places", () => {
    expect(orderAfterBatch(["old1", "old2", "b", "a"], ["a", "b"])).toEqual(["old1", "old2", "a", "b"]);
  });

  it("skips what failed or was deleted meanwhile, and asks nothing when the order is already right", () => {
    expect(orderAfterBatch(["old", "b", "c"], ["a", "b", "c"])).toBeNull();
    expect(orderAfterBatch(["c", "b"], ["a", "b", "c"])).toEqual(["b", "c"]);
    expect(orderAfterBatch([], [])).toBeNull();
  });
});
