import { describe, expect, test } from "vitest";
import {
  buildConfigurationSearch,
  orderedConfigurationSearch,
  readOptionSelections,
  resolveOptions,
  type ProductOption,
} from "./product-options.ts";

const OPTIONS: ProductOption[] = [
  {
    code: "modele",
    label: "Modèle",
    inputType: "select",
    required: true,
    values: [
      { valueCode: "petit", label: "Petit", priceDelta: 0, description: null },
      { valueCode: "grand", label: "Grand", priceDelta: 5000, description: null },
    ],
  },
  {
    code: "extras",
    label: "Extras",
    inputType: "checkbox",
    required: false,
    values: [
      { valueCode: "a", label: "A", priceDelta: 100, description: null },
      { valueCode: "b", label: "B", priceDelta: -300, description: "Remise" },
    ],
  },
];

describe("product options", () => {
  test("reads selections, dropping unknown values and keeping one value for a select", () => {
    const params = new URLSearchParams("opt_modele=grand&opt_modele=petit&opt_extras=a&opt_extras=zz&opt_autre=x");
    expect(readOptionSelections(OPTIONS, params)).toEqual({ modele: ["grand"], extras: ["a"] });
  });

  test("resolves chosen values with their deltas and reports missing required options", () => {
    const resolved = resolveOptions(OPTIONS, { extras: ["a", "b"] });
    expect(resolved.deltasXpf).toEqual([100, -300]);
    expect(resolved.missingRequired.map((o) => o.code)).toEqual(["modele"]);
    expect(resolved.chosen[1]).toEqual({
      code: "extras",
      label: "Extras",
      valueCode: "b",
      valueLabel: "B",
      priceDelta: -300,
    });
    expect(resolveOptions(OPTIONS, { modele: ["grand"] }).missingRequired).toEqual([]);
  });

  test("builds the URL of a configuration, keeping other parameters", () => {
    const search = buildConfigurationSearch(new URLSearchParams("draft=1&qty=4"), OPTIONS, 2, {
      modele: ["grand"],
      extras: ["a", "b"],
    });
    expect(search).toBe("?draft=1&qty=2&opt_modele=grand&opt_extras=a&opt_extras=b");
    expect(buildConfigurationSearch(new URLSearchParams(), OPTIONS, 1, {})).toBe("");
  });
});

describe("orderedConfigurationSearch", () => {
  test("gives the quantity and each chosen value, which the sheet reads back", () => {
    const search = orderedConfigurationSearch(3, [
      { code: "modele", valueCode: "grand" },
      { code: "extras", valueCode: "a" },
      { code: "extras", valueCode: "b" },
    ]);
    expect(search).toBe("?qty=3&opt_modele=grand&opt_extras=a&opt_extras=b");
    expect(readOptionSelections(OPTIONS, new URLSearchParams(search))).toEqual({
      modele: ["grand"],
      extras: ["a", "b"],
    });
  });

  test("is empty for one item without options, and escapes what it writes", () => {
    expect(orderedConfigurationSearch(1, [])).toBe("");
    expect(orderedConfigurationSearch(1, [{ code: "a b", valueCode: "x&y" }])).toBe("?opt_a+b=x%26y");
  });
});
