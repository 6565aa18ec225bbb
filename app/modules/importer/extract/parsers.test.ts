// The small parsers behind the DOM route: prices with their currency, quantity ranges, minimum orders, photo URLs.
import { describe, expect, it } from "vitest";
import { currencyFromText, findPrices } from "./currency.ts";
import { normalizeImageUrl } from "./image-url.ts";
import { parseMinimumOrder, parseQuantityRange } from "./read-dom.ts";

describe("currencies and prices", () => {
  it.each([
    ["US $", "USD"],
    ["US${0}", "USD"],
    ["€{0}", "EUR"],
    ["HK$", "HKD"],
    ["RMB", "CNY"],
    ["eur", "EUR"],
    ["", null],
    ["points", null],
  ])("reads %j as %s", (text, currency) => {
    expect(currencyFromText(text)).toBe(currency);
  });

  it("finds signed prices and ranges, never bare quantities", () => {
    expect(findPrices("US $ 1.28")).toEqual({ currency: "USD", amounts: [1.28] });
    expect(findPrices("US$12.50 - 18.00 / set")).toEqual({ currency: "USD", amounts: [12.5, 18] });
    expect(findPrices("100 - 499 pieces US$3.85")).toEqual({ currency: "USD", amounts: [3.85] });
    expect(findPrices("€2,610.00-€3,380.50")).toEqual({ currency: "EUR", amounts: [2610, 3380.5] });
    expect(findPrices("100 - 499 pieces")).toBeNull();
    expect(findPrices("Get latest price")).toBeNull();
  });
});

describe("quantities", () => {
  it.each([
    ["1 - 2,000", { minQty: 1, maxQty: 2000 }],
    [">= 10000", { minQty: 10000, maxQty: null }],
    ["≥10,000", { minQty: 10000, maxQty: null }],
    [">10000", { minQty: 10001, maxQty: null }],
    ["500+", { minQty: 500, maxQty: null }],
    ["To be negotiated", null],
  ])("reads the range %j", (text, range) => {
    expect(parseQuantityRange(text)).toEqual(range);
  });

  it.each([
    ["500 Piece/Pieces", { quantity: 500, unit: "pieces" }],
    ["Min. order: 2,000 Sets", { quantity: 2000, unit: "sets" }],
    ["Minimum order quantity: 1 Set/Sets (Min. Order)", { quantity: 1, unit: "sets" }],
    ["Min. order: 25 metric tons", { quantity: 25, unit: "metric tons" }],
    ["Min. order: negotiable", null],
  ])("reads the minimum order %j", (text, moq) => {
    expect(parseMinimumOrder(text)).toEqual(moq);
  });
});

describe("normalizeImageUrl", () => {
  const page = "https://www.alibaba.com/product-detail/x_1.html";
  it.each([
    ["//sc01.alicdn.com/kf/HTB1a.jpg_50x50.jpg", "https://sc01.alicdn.com/kf/HTB1a.jpg"],
    ["https://sc04.alicdn.com/kf/Ha.jpg_720x720q50.jpg", "https://sc04.alicdn.com/kf/Ha.jpg"],
    ["https://sc04.alicdn.com/kf/Ha.jpg_350x350.jpg_.webp", "https://sc04.alicdn.com/kf/Ha.jpg"],
    ["https://sc04.alicdn.com/kf/Ha.png_120x120.png", "https://sc04.alicdn.com/kf/Ha.png"],
    ["http://sc04.alicdn.com/kf/Ha.jpg#zoom", "https://sc04.alicdn.com/kf/Ha.jpg"],
    ["/kf/Hrel.jpg", "https://www.alibaba.com/kf/Hrel.jpg"],
    ["data:image/gif;base64,R0lGOD", null],
    ["javascript:alert(1)", null],
    ["https://img.alicdn.com/imgextra/i1/O1CN01x!!600-2-tps-48-48.png", null],
    ["  ", null],
  ])("turns %j into %j", (raw, url) => {
    expect(normalizeImageUrl(raw, page)).toBe(url);
  });
});
