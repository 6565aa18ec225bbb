import { describe, expect, it } from "vitest";
import { fromMajorUnits, toChargeMinor, toMajorUnits } from "./charge-amount.ts";

// The settings' defaults (DESIGN.md ruling 1): one rate per currency, in francs per unit.
const rates = { XPF: 1, USD: 119.33, HKD: 15.3, EUR: 119.33 };

describe("charge amounts", () => {
  it("converts whole XPF to the cents of the charge currency at the settings rate", () => {
    expect(toChargeMinor(119_330, "XPF", "USD", rates)).toBe(100_000);
    expect(toChargeMinor(1, "XPF", "USD", rates)).toBe(1);
    expect(toChargeMinor(2_863_920, "XPF", "USD", { ...rates, USD: 100 })).toBe(2_863_920);
  });

  it("uses the EUR rate of the settings (119.33, the legal parity), whatever the USD rate", () => {
    expect(toChargeMinor(119_330, "XPF", "EUR", { ...rates, USD: 110 })).toBe(100_000);
  });

  it("uses the HKD rate for HKD, and leaves an amount already in the charge currency alone", () => {
    expect(toChargeMinor(15_300, "XPF", "HKD", rates)).toBe(100_000);
    expect(toChargeMinor(12_345, "USD", "USD", rates)).toBe(12_345);
    expect(toChargeMinor(100_000, "EUR", "USD", rates)).toBe(100_000);
  });

  it("writes decimal major units for Airwallex and reads them back without float noise", () => {
    expect(toMajorUnits(12_345, "USD")).toBe(123.45);
    expect(toMajorUnits(10, "USD")).toBe(0.1);
    expect(toMajorUnits(500, "XPF")).toBe(500);
    expect(fromMajorUnits(0.29, "USD")).toBe(29);
    expect(fromMajorUnits(1234.565 - 0.005, "USD")).toBe(123_456);
  });
});
