import { describe, expect, it } from "vitest";
import { checkProductEditorForm } from "./product-editor-checks.ts";
import { newProductForm } from "./product-editor-schema.ts";
import { checkLogistics, EMPTY_LOGISTICS_FORM, logisticsFormOf } from "./product-logistics.ts";

describe("a product's logistics facts", () => {
  it("stores grams, millimetres and cm³ from kilograms, centimetres and m³", () => {
    const result = checkLogistics({
      hsCode: "8429.52 00",
      originCountry: "cn",
      netWeightKg: "1 800",
      grossWeightKg: "1950,5",
      lengthCm: "350",
      widthCm: "110",
      heightCm: "230",
      volumeM3: "",
      packagesPerUnit: "2",
    });
    expect(result).toEqual({
      ok: true,
      values: {
        hsCode: "84295200",
        originCountry: "CN",
        netWeightGrams: 1_800_000,
        grossWeightGrams: 1_950_500,
        shippingUnitLengthMm: 3500,
        shippingUnitWidthMm: 1100,
        shippingUnitHeightMm: 2300,
        shippingUnitVolumeCm3: 8_855_000,
        packagesPerUnit: 2,
      },
    });
    if (result.ok) expect(checkLogistics(logisticsFormOf(result.values))).toEqual(result);
  });

  it("keeps a volume typed in m³ over the dimensions", () => {
    const result = checkLogistics({
      ...EMPTY_LOGISTICS_FORM,
      lengthCm: "10",
      widthCm: "10",
      heightCm: "10",
      volumeM3: "0.5",
    });
    expect(result.ok && result.values.shippingUnitVolumeCm3).toBe(500_000);
  });

  it("refuses a bad HS code, origin, number, a gross below the net and a bad count of packages", () => {
    const result = checkLogistics({
      ...EMPTY_LOGISTICS_FORM,
      hsCode: "842952",
      originCountry: "Chine",
      netWeightKg: "10",
      grossWeightKg: "9",
      lengthCm: "-3",
      packagesPerUnit: "0",
    });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: "logistics.hsCode", message: "errors.hsCodeInvalid" },
      { path: "logistics.originCountry", message: "errors.originInvalid" },
      { path: "logistics.grossWeightKg", message: "errors.grossBelowNet" },
      { path: "logistics.lengthCm", message: "errors.logisticsNumberInvalid" },
      { path: "logistics.packagesPerUnit", message: "errors.packagesInvalid" },
    ]);
  });

  it("is part of the editor's check: empty facts save as nothing known, one package", () => {
    const form = { ...newProductForm("0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f"), title: "Pelle", slug: "pelle" };
    const checked = checkProductEditorForm(form);
    expect(checked.ok && checked.values.logistics).toEqual({
      hsCode: null,
      originCountry: null,
      netWeightGrams: null,
      grossWeightGrams: null,
      shippingUnitLengthMm: null,
      shippingUnitWidthMm: null,
      shippingUnitHeightMm: null,
      shippingUnitVolumeCm3: null,
      packagesPerUnit: 1,
    });
    const bad = checkProductEditorForm({ ...form, logistics: { ...form.logistics, hsCode: "12" } });
    expect(bad.ok).toBe(false);
  });
});
