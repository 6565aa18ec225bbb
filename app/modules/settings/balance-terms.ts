// When the balance is due (DESIGN.md ruling 12), as the words ending 'Solde de 40 % …': a setting the terms of sale,
// checkout, mails, quotes and invoices all read, so they never disagree.
import type { Locale } from "../i18n/locales.ts";

/** The terms of sale's wording: the balance is paid before the ship leaves. */
export const DEFAULT_BALANCE_TERMS = {
  fr: "avant le départ du navire",
  translations: { en: "before the ship leaves", zh: "船舶启航前" },
} as const;

export type BalanceTermsSettings = { balance_terms: string; balance_terms_translations: { en?: string; zh?: string } };

/** The balance terms in `locale`: its translation where filled, the French words otherwise (as ruling 15 reads). */
export function balanceTermsText(values: BalanceTermsSettings, locale: Locale): string {
  if (locale === "fr") return values.balance_terms;
  return values.balance_terms_translations[locale]?.trim() || values.balance_terms;
}
