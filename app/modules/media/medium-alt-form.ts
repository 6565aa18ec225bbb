// The alternative texts of one medium as the media manager posts them: `alt` (French), `alt_en`, `alt_zh`.
import type { MediaTextField, Translations } from "../catalog/translation-fields.ts";

/** A sentence or two describing the picture, in each language. */
export const ALT_MAX_LENGTH = 300;

export const ALT_FIELDS = { fr: "alt", en: "alt_en", zh: "alt_zh" } as const;

export type MediumAltInput = { alt: string; translations: Translations<MediaTextField> };

/** The texts of the form, or null when one is longer than ALT_MAX_LENGTH. Missing fields read as empty. */
export function readMediumAltForm(form: { get(name: string): unknown }): MediumAltInput | null {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const [fr, en, zh] = [read(ALT_FIELDS.fr), read(ALT_FIELDS.en), read(ALT_FIELDS.zh)];
  if ([fr, en, zh].some((text) => text.length > ALT_MAX_LENGTH)) return null;
  return { alt: fr, translations: { en: { alt: en }, zh: { alt: zh } } };
}
