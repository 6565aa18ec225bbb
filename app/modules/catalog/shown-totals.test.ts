import { describe, expect, it } from "vitest";
import { computeOrderTotal, convertFromXpf } from "./pricing.ts";
import { roundingDifference, shownTotals } from "./shown-totals.ts";

const USD = { currency: "USD", xpfPerUnit: 119.33 } as const;
const XPF = { currency: "XPF", xpfPerUnit: 1 } as const;

function total(unitPriceXpf: number, quantity: number, freightPerUnitXpf = 0) {
  return computeOrderTotal({ unitPriceXpf, optionDeltasXpf: [], quantity, freightPerUnitXpf, unitsPerShippingUnit: 1 });
}

describe("shown totals in the display currency", () => {
  it("makes the subtotal the shown unit price × quantity ($118.41 × 40 = $4,736.40, not $4,736.45)", () => {
    const shown = shownTotals(total(14_130, 40), 40, USD);
    expect(shown.unitMinor).toBe(11_841);
    expect(shown.subtotalMinor).toBe(473_640);
    // The XPF subtotal converted once is 5 cents more: that is what a card payment charges.
    expect(convertFromXpf(14_130 * 40, 119.33, "USD")).toBe(473_645);
  });

  it("adds the shown freight to the shown subtotal", () => {
    const shown = shownTotals(total(14_130, 2, 5_000), 2, USD);
    expect(shown.freightMinor).toBe(convertFromXpf(10_000, 119.33, "USD"));
    expect(shown.totalMinor).toBe(shown.subtotalMinor + shown.freightMinor);
  });

  it("is the XPF figures themselves in XPF", () => {
    const priced = total(14_130, 40, 5_000);
    expect(shownTotals(priced, 40, XPF)).toEqual({
      unitMinor: priced.unitXpf,
      subtotalMinor: priced.subtotalXpf,
      freightMinor: priced.freightXpf,
      totalMinor: priced.totalXpf,
    });
  });
});

describe("rounding difference", () => {
  const shown = shownTotals(total(14_130, 40), 40, USD);
  it("gives the amount charged when it differs from the shown total in the same currency", () => {
    expect(roundingDifference(shown, USD, 473_645, "USD")).toBe(473_645);
  });
  it("is null when they agree or when the charge is in another currency", () => {
    expect(roundingDifference(shown, USD, 473_640, "USD")).toBeNull();
    expect(roundingDifference(shown, { currency: "HKD", xpfPerUnit: 15.3 }, 473_645, "USD")).toBeNull();
  });
});
