import { describe, expect, it } from "vitest";
import { cancelResultHeading, cardResultHeading, cardRetryPath, thankYouHeading } from "./result-headings.ts";

describe("result headings", () => {
  it("follow the card payment's status", () => {
    expect(["paid", "pending", "failed", "cancelled", "other"].map(cardResultHeading)).toEqual([
      "result.confirmed",
      "result.pendingTitle",
      "result.failedTitle",
      "result.cancelledTitle",
      "result.pendingTitle",
    ]);
    expect([cancelResultHeading(true), cancelResultHeading(false)]).toEqual([
      "result.failedTitle",
      "result.cancelledTitle",
    ]);
  });

  it("say on /thank-you what the page shows", () => {
    const heading = (isCancelled: boolean, hasOrderId: boolean, orderStatus: string | null) =>
      thankYouHeading({ isCancelled, hasOrderId, orderStatus });
    expect(heading(true, true, null)).toBe("result.cancelledTitle");
    expect(heading(false, false, null)).toBe("result.thankYouTitle");
    expect(heading(false, true, null)).toBe("result.notFound");
    expect(heading(false, true, "cancelled")).toBe("status.cancelled");
    expect(heading(false, true, "pending")).toBe("result.pendingTitle");
    expect(heading(false, true, "paid")).toBe("result.confirmed");
  });
});

describe("cardRetryPath", () => {
  const chosen = (code: string, valueCode: string) => ({
    code,
    label: code,
    valueCode,
    valueLabel: valueCode,
    priceDelta: 0,
  });
  it("returns to the sheet with the quantity and options of the attempt", () => {
    expect(
      cardRetryPath({
        productSlug: "mini-pelle",
        quantity: 2,
        options: [chosen("modele", "2-5-t"), chosen("accessoires", "brise-roche")],
      }),
    ).toBe("/shop/product/mini-pelle?qty=2&opt_modele=2-5-t&opt_accessoires=brise-roche");
    expect(cardRetryPath({ productSlug: "mini-pelle", quantity: 1, options: [] })).toBe("/shop/product/mini-pelle");
  });
  it("goes to the shop when the product is unknown", () => {
    expect(cardRetryPath({ productSlug: null, quantity: 3, options: [] })).toBe("/shop");
  });
});
