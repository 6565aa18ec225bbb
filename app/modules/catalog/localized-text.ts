// Reading catalogue texts in the visitor's language (DESIGN.md ruling 15): the translation where it was filled,
// the French value otherwise. Writers keep only non-empty translations (see `cleanTranslations`).
import type { Translations } from "./translation-fields.ts";
import { TRANSLATION_LANGS } from "./translation-fields.ts";
import type { Locale } from "../i18n/locales.ts";

/** The text of `field` in `locale`: its translation when non-blank, else the French value. */
export function localizedText<Field extends string, French extends string | null | undefined>(
  locale: Locale,
  field: NoInfer<Field>,
  french: French,
  translations: Translations<Field> | null | undefined,
): string | French {
  if (locale === "fr") return french;
  const translated = translations?.[locale]?.[field];
  return typeof translated === "string" && translated.trim() !== "" ? translated : french;
}

/** Badges: the French text[] or the translation's one-badge-per-line string. */
export function localizedBadges(
  locale: Locale,
  french: readonly string[],
  translations: Translations<"badges"> | null | undefined,
): string[] {
  const translated = localizedText(locale, "badges", null, translations);
  if (translated === null) return [...french];
  return translated
    .split("\n")
    .map((badge) => badge.trim())
    .filter((badge) => badge !== "");
}

/** The translations as a writer should store them: trimmed, blank fields and empty languages dropped. */
export function cleanTranslations<Field extends string>(input: Translations<Field>): Translations<Field> {
  const clean: Translations<Field> = {};
  for (const lang of TRANSLATION_LANGS) {
    const fields = input[lang];
    if (!fields) continue;
    const kept = Object.fromEntries(
      Object.entries(fields)
        .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
        .map(([field, value]) => [field, value.trim()]),
    ) as Partial<Record<Field, string>>;
    if (Object.keys(kept).length > 0) clean[lang] = kept;
  }
  return clean;
}
