// When a sent quote is reminded of and when it expires (issue 31 item 2). Dates are Tahiti calendar days; a quote
// is valid through its validity date included, so it expires at the midnight that ends that day.
import { addDays } from "./document-number.ts";

export const QUOTE_REMINDER_KINDS = ["quote_expiry_7d", "quote_expiry_1d"] as const;
export type QuoteReminderKind = (typeof QUOTE_REMINDER_KINDS)[number];

const DAYS_BEFORE: Record<QuoteReminderKind, number> = { quote_expiry_7d: 7, quote_expiry_1d: 1 };

/** Whether a quote valid until `validUntil` has expired on `todayIso`. */
export function isQuotePastValidity(validUntil: string, todayIso: string): boolean {
  return validUntil < todayIso;
}

/**
 * The reminder a sent quote is due on `todayIso`, if any: 7 days before its validity date, then 1 day before. A run
 * missed on the day is caught up the next day (until the next reminder's day); a quote sent after a reminder's day
 * (a short validity) skips that reminder. The caller sends each kind at most once.
 */
export function dueQuoteReminder(
  quote: { validUntil: string; sentOn: string },
  todayIso: string,
): QuoteReminderKind | null {
  if (isQuotePastValidity(quote.validUntil, todayIso)) return null;
  for (const kind of ["quote_expiry_1d", "quote_expiry_7d"] as const) {
    const day = addDays(quote.validUntil, -DAYS_BEFORE[kind]);
    if (day <= todayIso && quote.sentOn <= day) return kind;
  }
  return null;
}
