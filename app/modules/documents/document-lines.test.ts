import { describe, expect, it } from "vitest";
import {
  amountDue,
  computeTotals,
  lineTotal,
  normalizeLines,
  parseMinorAmount,
  parseMoneyInput,
  parseQuantity,
} from "./document-lines.ts";

describe("document lines", () => {
  it("count non-numbers, empty values and negatives as 0", () => {
    expect(parseQuantity("abc")).toBe(0);
    expect(parseQuantity("")).toBe(0);
    expect(parseQuantity(null)).toBe(0);
    expect(parseQuantity(-2)).toBe(0);
    expect(parseQuantity(Number.NaN)).toBe(0);
    expect(parseMinorAmount("12x")).toBe(0);
    expect(parseMinorAmount(undefined)).toBe(0);
  });

  it("read French decimals and keep quantities to 0.01", () => {
    expect(parseQuantity("2,5")).toBe(2.5);
    expect(parseQuantity("1.239")).toBe(1.24);
    expect(parseQuantity(" 3 ")).toBe(3);
    expect(parseMinorAmount("1 500")).toBe(1500);
  });

  it("turn typed prices into minor units: cents for USD and EUR, whole francs for XPF", () => {
    expect(parseMoneyInput("1 234,56", "USD")).toBe(123456);
    expect(parseMoneyInput("19.99", "EUR")).toBe(1999);
    expect(parseMoneyInput("12 345", "XPF")).toBe(12345);
    expect(parseMoneyInput("12,6", "XPF")).toBe(13);
    expect(parseMoneyInput("n/a", "USD")).toBe(0);
  });

  it("multiply quantity by unit price, rounded to the minor unit", () => {
    expect(lineTotal({ qty: 3, unitPrice: 1999 })).toBe(5997);
    expect(lineTotal({ qty: 2.5, unitPrice: 333 })).toBe(833);
    expect(lineTotal({ qty: 0, unitPrice: 1000 })).toBe(0);
  });

  it("number positions in order and total the lines with VAT 0", () => {
    const lines = normalizeLines([
      { description: " Panneau ", qty: "2", unitPrice: 150_000, productSlug: " kit-a " },
      { description: "Fret", qty: 1, unitPrice: "abc" },
      { qty: "1,5", unitPrice: 1001 },
    ]);
    expect(lines.map((line) => [line.position, line.description, line.productSlug])).toEqual([
      [0, "Panneau", "kit-a"],
      [1, "Fret", null],
      [2, "", null],
    ]);
    expect(computeTotals(lines)).toEqual({ subtotal: 301_502, vat: 0, total: 301_502 });
  });

  it("never shows a negative amount due", () => {
    expect(amountDue({ amountTotal: 1000, amountPaid: 400 })).toBe(600);
    expect(amountDue({ amountTotal: 1000, amountPaid: 1200 })).toBe(0);
    expect(amountDue({ amountTotal: 1000, amountPaid: 300, amountCredited: 700 })).toBe(0);
  });
});
