import { describe, expect, it } from "vitest";
import type { ChosenOption } from "../../db/schema/sales.ts";
import { localizeOrderProduct, type ProductTextSource } from "./order-product-text.ts";

const SOURCE: ProductTextSource = {
  title: "Mini-pelle 1,8 t",
  leadtime: "25 à 45 jours",
  translations: { en: { title: "Mini excavator 1.8 t", leadtime: "25 to 45 days" }, zh: { title: "1.8 吨迷你挖掘机" } },
  options: [
    {
      code: "modele",
      label: "Modèle",
      translations: { en: { label: "Model" }, zh: { label: "型号" } },
      values: [{ valueCode: "std", label: "Standard", translations: { en: { label: "Standard model" } } }],
    },
  ],
};

const CHOSEN: ChosenOption[] = [
  { code: "modele", label: "Modèle", valueCode: "std", valueLabel: "Standard", priceDelta: 0 },
  { code: "gone", label: "Cabine", valueCode: "x", valueLabel: "Fermée", priceDelta: 100 },
];

describe("localizeOrderProduct", () => {
  it("reads the title, the lead time and the option labels in the language, by code", () => {
    const text = localizeOrderProduct("en", { productSlug: "mini-pelle", options: CHOSEN }, SOURCE);
    expect(text.title).toBe("Mini excavator 1.8 t");
    expect(text.leadtime).toBe("25 to 45 days");
    expect(text.options[0]).toMatchObject({ label: "Model", valueLabel: "Standard model", priceDelta: 0 });
  });

  it("keeps the French where a translation is empty, and the frozen label of an option that no longer exists", () => {
    const text = localizeOrderProduct("zh", { productSlug: "mini-pelle", options: CHOSEN }, SOURCE);
    expect(text.title).toBe("1.8 吨迷你挖掘机");
    expect(text.leadtime).toBe("25 à 45 jours");
    expect(text.options.map((o) => [o.label, o.valueLabel])).toEqual([
      ["型号", "Standard"],
      ["Cabine", "Fermée"],
    ]);
  });

  it("falls back to the frozen title or the slug when the product is gone", () => {
    expect(localizeOrderProduct("en", { productSlug: "old", productTitle: "Ancien", options: CHOSEN }, null)).toEqual({
      title: "Ancien",
      leadtime: null,
      options: CHOSEN,
    });
    expect(localizeOrderProduct("en", { productSlug: "old", options: [] }, null).title).toBe("old");
  });
});
