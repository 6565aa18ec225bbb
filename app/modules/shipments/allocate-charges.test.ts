import { describe, expect, test } from "vitest";
import { allocateProportionally, computeShipmentCharges, toXpf } from "./allocate-charges.ts";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("allocateProportionally", () => {
  test("shares in proportion to the goods value, the parts adding up to the whole", () => {
    expect(allocateProportionally(1000, [100, 300])).toEqual([250, 750]);
  });

  test("puts the rounding remainder on the largest share", () => {
    // 100 / 3 = 33.33…: floors 33, 33, 33; the remainder 1 goes to the largest goods value.
    expect(
      allocateProportionally(
        100,
        [1, 3, 2].map((x) => x * 1000),
      ),
    ).toEqual([16, 51, 33]);
    expect(allocateProportionally(100, [5, 5, 5])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [1, 1, 7])).toEqual([1, 1, 8]);
  });

  test("one consignee takes the whole charge", () => {
    expect(allocateProportionally(123_457, [999])).toEqual([123_457]);
    expect(allocateProportionally(123_457, [0])).toEqual([123_457]);
  });

  test("zero goods value in all: equal parts, the remainder on the first", () => {
    expect(allocateProportionally(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  test("a consignee with no goods value among others gets nothing", () => {
    expect(allocateProportionally(900, [0, 300, 600])).toEqual([0, 300, 600]);
  });

  test("a zero charge gives zero parts", () => {
    expect(allocateProportionally(0, [5, 7])).toEqual([0, 0]);
    expect(allocateProportionally(0, [])).toEqual([]);
  });

  test("many consignees: fifty parts add up exactly and stay within one unit of the exact share", () => {
    const weights = Array.from({ length: 50 }, (_, i) => 1_234_567 + i * 98_765);
    const total = 987_654_321;
    const parts = allocateProportionally(total, weights);
    expect(sum(parts)).toBe(total);
    const weightSum = sum(weights);
    parts.forEach((part, i) => {
      const exact = (total * weights[i]!) / weightSum;
      const slack = i === 49 ? 50 : 1; // the largest share carries the remainder (under one unit per consignee)
      expect(Math.abs(part - exact)).toBeLessThan(slack);
    });
  });

  test("exact for amounts whose products pass 2^53", () => {
    const parts = allocateProportionally(9_000_000_000_000, [3_000_000_000, 6_000_000_001]);
    expect(sum(parts)).toBe(9_000_000_000_000);
    expect(parts[0]).toBe(2_999_999_999_666);
  });

  test("refuses amounts that are not whole and non-negative", () => {
    expect(() => allocateProportionally(10.5, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(10, [1, -2])).toThrow(RangeError);
    expect(() => allocateProportionally(10, [])).toThrow(RangeError);
  });
});

describe("toXpf", () => {
  test("XPF passes through", () => {
    expect(toXpf(123_456, "XPF", null)).toBe(123_456);
  });

  test("cents at a rate with four decimals, rounded half up", () => {
    // 1 000.00 USD × 119.33 = 119 330 XPF.
    expect(toXpf(100_000, "USD", 119.33)).toBe(119_330);
    // 0.01 EUR × 119.3317 = 1.193317 → 1; 0.05 × 119.33 = 5.9665 → 6.
    expect(toXpf(1, "EUR", 119.3317)).toBe(1);
    expect(toXpf(5, "USD", 119.33)).toBe(6);
    // 0.10 HKD × 15.3 = 1.53 → 2; 0.10 × 15 = 1.5 → 2 (half up).
    expect(toXpf(10, "HKD", 15.3)).toBe(2);
    expect(toXpf(10, "HKD", 15)).toBe(2);
  });

  test("a foreign currency without a rate is refused", () => {
    expect(() => toXpf(100, "USD", null)).toThrow(RangeError);
  });
});

describe("computeShipmentCharges", () => {
  test("CIF = goods + freight + insurance per consignee, the parts adding up to the shipment's", () => {
    const charges = computeShipmentCharges({
      currency: "XPF",
      freightMinor: 250_001,
      insuranceMinor: 12_345,
      xpfRate: null,
      goodsMinor: [1_000_000, 2_000_000, 1_000_000],
    });
    expect(charges.consignees.map((c) => c.freightMinor)).toEqual([62_500, 125_001, 62_500]);
    expect(charges.consignees.map((c) => c.insuranceMinor)).toEqual([3_086, 6_173, 3_086]);
    expect(charges.consignees[1]).toEqual({
      goodsMinor: 2_000_000,
      freightMinor: 125_001,
      insuranceMinor: 6_173,
      cifMinor: 2_131_174,
      cifXpf: 2_131_174,
    });
    expect(sum(charges.consignees.map((c) => c.cifMinor))).toBe(charges.total.cifMinor);
    expect(charges.total.cifMinor).toBe(4_000_000 + 250_001 + 12_345);
  });

  test("in USD, the CIF's counter-value in francs at the stated rate", () => {
    const charges = computeShipmentCharges({
      currency: "USD",
      freightMinor: 180_000,
      insuranceMinor: 4_500,
      xpfRate: 119.33,
      goodsMinor: [1_234_567],
    });
    expect(charges.consignees[0]).toEqual({
      goodsMinor: 1_234_567,
      freightMinor: 180_000,
      insuranceMinor: 4_500,
      cifMinor: 1_419_067,
      // 14 190.67 USD × 119.33 = 1 693 372.65… → 1 693 373 XPF.
      cifXpf: 1_693_373,
    });
  });

  test("zero goods value: freight and insurance still shared and the CIF is the charges alone", () => {
    const charges = computeShipmentCharges({
      currency: "XPF",
      freightMinor: 101,
      insuranceMinor: 0,
      xpfRate: null,
      goodsMinor: [0, 0],
    });
    expect(charges.consignees.map((c) => c.cifMinor)).toEqual([51, 50]);
  });
});
