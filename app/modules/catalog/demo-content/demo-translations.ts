// The demo content's English and Chinese texts (types.ts) as the `translations` jsonb of each row (ruling 15).
import {
  TRANSLATION_LANGS,
  type CategoryTextField,
  type FaqTextField,
  type OptionTextField,
  type OptionValueTextField,
  type ProductTextField,
  type SpecTextField,
  type Translations,
} from "../translation-fields.ts";
import type { DemoCategory, DemoProduct, DemoProductTranslation } from "./types.ts";

function perLanguage<Field extends string>(
  pick: (lang: (typeof TRANSLATION_LANGS)[number]) => Partial<Record<Field, string>> | undefined,
): Translations<Field> {
  const result: Translations<Field> = {};
  for (const lang of TRANSLATION_LANGS) {
    const fields = pick(lang);
    if (fields) result[lang] = fields;
  }
  return result;
}

export function categoryTranslations(category: DemoCategory): Translations<CategoryTextField> {
  return perLanguage((lang) => ({ name: category.translations[lang] }));
}

export function productTranslations(product: DemoProduct): Translations<ProductTextField> {
  return perLanguage((lang) => {
    const { title, subtitle, descriptionHtml, leadtime, badges } = product.translations[lang];
    // Badges are one per line in the jsonb (the French ones are a text[] column).
    return { title, subtitle, descriptionHtml, leadtime, badges: badges.join("\n") };
  });
}

export function specTranslations(product: DemoProduct, index: number): Translations<SpecTextField> {
  return perLanguage((lang) => {
    const spec = product.translations[lang].specs[index];
    return spec ? { label: spec[0], value: spec[1] } : undefined;
  });
}

export function faqTranslations(product: DemoProduct, index: number): Translations<FaqTextField> {
  return perLanguage((lang) => {
    const entry = product.translations[lang].faq[index];
    return entry ? { question: entry[0], answer: entry[1] } : undefined;
  });
}

export function optionTranslations(product: DemoProduct, code: string): Translations<OptionTextField> {
  return perLanguage((lang) => {
    const option = product.translations[lang].options[code];
    return option ? { label: option.label } : undefined;
  });
}

export function optionValueTranslations(
  product: DemoProduct,
  code: string,
  valueCode: string,
): Translations<OptionValueTextField> {
  return perLanguage((lang) => {
    const value: DemoProductTranslation["options"][string]["values"][string] | undefined =
      product.translations[lang].options[code]?.values[valueCode];
    if (value === undefined) return undefined;
    return typeof value === "string" ? { label: value } : { label: value.label, description: value.description };
  });
}
