// Reading and writing one text of the editor in the language of the tab: the French column, or the row's
// translation for English and Chinese (DESIGN.md ruling 15). Pure, so the cards stay small.
import type { Translations, TranslationLang } from "../../../modules/catalog/translation-fields.ts";

export type EditorLang = "fr" | TranslationLang;
export const EDITOR_LANGS: readonly EditorLang[] = ["fr", "en", "zh"];

type Localized<F extends string> = Record<F, string> & { translations: Translations<F> };

/** The text of `field` in `lang` ('' when the translation is empty). */
export function readText<F extends string>(item: Localized<F>, lang: EditorLang, field: F): string {
  if (lang === "fr") return item[field];
  return item.translations[lang]?.[field] ?? "";
}

/** A copy of `item` with the text of `field` in `lang` replaced. */
export function writeText<F extends string, T extends Localized<F>>(
  item: T,
  lang: EditorLang,
  field: F,
  value: string,
): T {
  if (lang === "fr") return { ...item, [field]: value };
  return { ...item, translations: { ...item.translations, [lang]: { ...item.translations[lang], [field]: value } } };
}

/** The list with the item at `index` moved by `delta` places (nothing when it would leave the list). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/** The list with `item` put at `index`. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, position) => (position === index ? item : current));
}
