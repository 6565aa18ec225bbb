import { describe, expect, it } from "vitest";
import type { ProductTextSource } from "../catalog/order-product-text.ts";
import { quoteTranslations, translateLineText } from "./quote-text.ts";

const PRODUCT: ProductTextSource = {
  title: "Kit solaire",
  leadtime: "30 jours",
  translations: { en: { title: "Solar kit", leadtime: "30 days" } },
  options: [
    {
      code: "puissance",
      label: "Puissance",
      translations: { en: { label: "Power" } },
      values: [{ valueCode: "3kw", label: "3 kW", translations: {} }],
    },
  ],
};
const WORDS = { french: { freight: "Transport et fret jusqu'à Papeete" }, local: { freight: "Transport and freight" } };

describe("the quote's catalogue texts in the buyer's language", () => {
  it("translates the title, the options, the freight line and the lead time, and leaves typed text alone", () => {
    const map = quoteTranslations("en", [PRODUCT], WORDS);
    expect(translateLineText("Kit solaire\nPuissance : 3 kW\nPose comprise", map)).toBe(
      "Solar kit\nPower: 3 kW\nPose comprise",
    );
    expect(translateLineText("Kit solaire × 3", map)).toBe("Solar kit × 3");
    expect(translateLineText("Transport et fret jusqu'à Papeete", map)).toBe("Transport and freight");
    expect(translateLineText("30 jours", map)).toBe("30 days");
  });

  it("changes nothing in French", () => {
    expect(translateLineText("Kit solaire", quoteTranslations("fr", [PRODUCT], WORDS))).toBe("Kit solaire");
  });
});
