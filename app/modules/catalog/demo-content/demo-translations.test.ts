import { describe, expect, it } from "vitest";
import { TRANSLATION_LANGS } from "../../../db/schema/translations.ts";
import {
  categoryTranslations,
  faqTranslations,
  optionValueTranslations,
  productTranslations,
  specTranslations,
} from "./demo-translations.ts";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "./index.ts";

const CJK = /[\u4e00-\u9fff]/;

describe("demo content in English and Chinese", () => {
  it("translates every category name", () => {
    for (const category of DEMO_CATEGORIES) {
      const translations = categoryTranslations(category);
      expect(translations.en?.name, category.key).toBeTruthy();
      expect(translations.zh?.name, category.key).toMatch(CJK);
    }
  });

  for (const product of DEMO_PRODUCTS) {
    it(`translates every text of ${product.slug}`, () => {
      for (const lang of TRANSLATION_LANGS) {
        const text = product.translations[lang];
        expect(text.specs, lang).toHaveLength(product.specs.length);
        expect(text.faq, lang).toHaveLength(product.faq.length);
        expect(text.badges, lang).toHaveLength(product.badges.length);
        expect(Object.keys(text.options).sort(), lang).toEqual(product.options.map((option) => option.code).sort());
        for (const option of product.options) {
          for (const value of option.values) {
            const translated = optionValueTranslations(product, option.code, value.valueCode)[lang];
            expect(translated?.label, `${lang} ${option.code}/${value.valueCode}`).toBeTruthy();
            // A French description has its translation.
            if (value.description) expect(translated?.description, value.valueCode).toBeTruthy();
          }
        }
        const row = productTranslations(product)[lang]!;
        expect(row.badges?.split("\n")).toEqual(text.badges);
        for (const field of [row.title, row.subtitle, row.leadtime, row.descriptionHtml]) expect(field).toBeTruthy();
        expect(specTranslations(product, 0)[lang]?.label).toBe(text.specs[0]![0]);
        expect(faqTranslations(product, 0)[lang]?.answer).toBe(text.faq[0]![1]);
      }
      expect(product.translations.zh.title).toMatch(CJK);
      expect(product.translations.zh.descriptionHtml).toMatch(CJK);
      expect(product.translations.en.title).not.toBe(product.title);
    });
  }
});
