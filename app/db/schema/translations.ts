// Catalogue texts in English and Chinese (DESIGN.md ruling 15). The French value stays in its own column and is
// required; each translatable row carries a `translations` jsonb beside it, shaped { en?: {...}, zh?: {...} },
// holding only the fields that were filled. Readers pick a language with `localizedText` (modules/catalog).
import { sql } from "drizzle-orm";
import { jsonb } from "drizzle-orm/pg-core";

/** The languages other than French that a catalogue text may have. */
export const TRANSLATION_LANGS = ["en", "zh"] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

/** Per language, the subset of the row's texts that has a translation. */
export type Translations<Fields extends string> = Partial<Record<TranslationLang, Partial<Record<Fields, string>>>>;

export type ProductTextField = "title" | "subtitle" | "descriptionHtml" | "leadtime" | "badges";
export type CategoryTextField = "name";
export type MediaTextField = "alt";
export type SpecTextField = "label" | "value";
export type FaqTextField = "question" | "answer";
export type OptionTextField = "label";
export type OptionValueTextField = "label" | "description";

/**
 * The `translations` column. Badges are stored as one string per line (the French badges are a text[] column),
 * so every field of the jsonb is a string.
 */
export const translationsColumn = <Fields extends string>() =>
  jsonb("translations")
    .$type<Translations<Fields>>()
    .notNull()
    .default(sql`'{}'::jsonb`);
