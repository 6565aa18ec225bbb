// The catalogue's translated texts: the languages besides French and the fields each row may translate (DESIGN.md
// ruling 15). Plain types and values shared by the database schema (app/db/schema/translations.ts), the server and
// the browser.

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
