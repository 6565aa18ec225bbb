// Catalogue texts in English and Chinese (DESIGN.md ruling 15). The French value stays in its own column and is
// required; each translatable row carries a `translations` jsonb beside it, shaped { en?: {...}, zh?: {...} },
// holding only the fields that were filled. Readers pick a language with `localizedText` (modules/catalog).
import { sql } from "drizzle-orm";
import { jsonb } from "drizzle-orm/pg-core";
import { type Translations } from "../../modules/catalog/translation-fields.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/catalog/translation-fields.ts";

/**
 * The `translations` column. Badges are stored as one string per line (the French badges are a text[] column),
 * so every field of the jsonb is a string.
 */
export const translationsColumn = <Fields extends string>() =>
  jsonb("translations")
    .$type<Translations<Fields>>()
    .notNull()
    .default(sql`'{}'::jsonb`);
