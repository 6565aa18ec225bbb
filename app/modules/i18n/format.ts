// One formatter per language for what the buyer reads after ordering, used alike by the pages and the emails:
// amounts, quantities, dates and the colon between a label and its value. French groups digits with a narrow
// no-break space and puts a no-break space before a colon; English groups with commas and has no space before a
// colon; Chinese groups with commas and uses the full-width colon.
import type { ChosenOption } from "../sales/statuses.ts";
import { formatDay as formatDayForTag } from "../portal/portal-format.ts";
import { LOCALE_TAGS, type Locale } from "./locales.ts";
import type { Currency } from "../money/currency.ts";
import { formatMoney as formatMoneyForTag } from "../format/money.ts";

/** '12 345 XPF', '$1,234.56', 'HK$12.30': the one money format of a language (pricing.ts's rule). */
export function formatMoney(amountMinor: number, currency: Currency, locale: Locale): string {
  return formatMoneyForTag(amountMinor, currency, LOCALE_TAGS[locale]);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A quantity: '1 234,5' in French, '1,234.5' in English and Chinese. */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A calendar date (yyyy-mm-dd) written out: '12 décembre 2026', 'December 12, 2026', '2026年12月12日'. */
export function formatDay(isoDate: string, locale: Locale): string {
  return formatDayForTag(isoDate, LOCALE_TAGS[locale]);
}

/** A whole percentage: '60 %' in French (no-break space), '60%' in English and Chinese. */
export function formatPercent(percent: number, locale: Locale): string {
  return locale === "fr" ? `${percent}\u00A0%` : `${percent}%`;
}

const COLONS: Record<Locale, string> = { fr: "\u00A0: ", en: ": ", zh: "：" };

/** The colon after a label, with the language's spacing ('Modèle : 1,8 t', 'Model: 1.8 t', '型号：1.8 吨'). */
export function colon(locale: Locale): string {
  return COLONS[locale];
}

/** 'label : value' punctuated for the language. */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${colon(locale)}${value}`;
}

/** Chosen options as 'label : value' items, for a line each (emails) or joined by the caller. */
export function optionLines(options: readonly ChosenOption[], locale: Locale): string[] {
  return options.map((option) => labelled(option.label, option.valueLabel, locale));
}
