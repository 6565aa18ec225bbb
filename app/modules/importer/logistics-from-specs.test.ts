import { describe, expect, it } from "vitest";
import { dimensionsOf, gramsOf, logisticsFromSpecs } from "./logistics-from-specs.ts";

describe("logistics read from an Alibaba page's specs", () => {
  it("reads the origin, weights and package size the page gives", () => {
    const facts = logisticsFromSpecs([
      { label: "Place of Origin", value: "Zhejiang, China" },
      { label: "Net Weight", value: "3.6 kg" },
      { label: "Single gross weight", value: "4.100 KG" },
      { label: "Single package size", value: "61 x 14 x 11 cm" },
      { label: "HS Code", value: "9403.20.00" },
    ]);
    expect(facts).toEqual({
      hsCode: "94032000",
      originCountry: "CN",
      netWeightGrams: 3600,
      grossWeightGrams: 4100,
      shippingUnitLengthMm: 610,
      shippingUnitWidthMm: 140,
      shippingUnitHeightMm: 110,
      shippingUnitVolumeCm3: 9394,
    });
  });

  it("leaves empty what the page does not say, or says badly", () => {
    const facts = logisticsFromSpecs([
      { label: "Place of Origin", value: "Atlantis" },
      { label: "HS Code", value: "9403" },
      { label: "Net Weight", value: "heavy" },
    ]);
    expect(facts.originCountry).toBeNull();
    expect(facts.hsCode).toBeNull();
    expect(facts.netWeightGrams).toBeNull();
    expect(facts.shippingUnitVolumeCm3).toBeNull();
  });

  it("reads units of weight and size", () => {
    expect(gramsOf("420 g")).toBe(420);
    expect(gramsOf("0,42kg")).toBe(420);
    expect(gramsOf("42")).toBeNull();
    expect(dimensionsOf("8X8X26")).toEqual([80, 80, 260]);
    expect(dimensionsOf("1.2*0.8*1 m")).toEqual([1200, 800, 1000]);
    expect(dimensionsOf("600x400x300mm")).toEqual([600, 400, 300]);
  });
});
