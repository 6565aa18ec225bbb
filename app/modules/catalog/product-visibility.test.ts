import { describe, expect, it } from "vitest";
import { PRODUCT_STATUSES } from "./statuses.ts";
import { isProductPublic } from "./product-visibility.ts";

describe("is this product public", () => {
  it("is published and active, nothing else", () => {
    const publicOnes = PRODUCT_STATUSES.flatMap((status) =>
      [true, false].filter((isActive) => isProductPublic(status, isActive)).map((isActive) => `${status}:${isActive}`),
    );
    expect(publicOnes).toEqual(["published:true"]);
  });
});
