// Strings written into documents (line labels, PDF words, email), from the `documents` catalog. Documents are in
// French by default (French Polynesia's invoicing rules); a caller may pass the customer's language.
import type { TFunction } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locales.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";

export function getDocumentT(lang: Locale = "fr"): TFunction<"documents"> {
  const t = getMailT(lang);
  return (key, options) => t(key.includes(":") ? key : `documents:${key}`, options);
}
