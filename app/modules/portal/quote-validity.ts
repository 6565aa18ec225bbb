// Whether a quote can still be answered by its buyer (issue 18 item 2). Dates are Tahiti calendar days.
import type { QuoteStatus } from "../documents/statuses.ts";

export type QuoteAnswerState = "open" | "expired" | "accepted" | "refused" | "closed";

/** A quote is valid through its validity date included; only a sent quote waits for an answer. */
export function quoteAnswerState(
  quote: { status: QuoteStatus; validUntil: string | null },
  todayIso: string,
): QuoteAnswerState {
  if (quote.status === "accepted" || quote.status === "converted") return "accepted";
  if (quote.status === "rejected") return "refused";
  // Set by the scheduler at the midnight that ends its validity date (documents/expire-quotes.server.ts).
  if (quote.status === "expired") return "expired";
  if (quote.status !== "sent") return "closed";
  if (quote.validUntil !== null && quote.validUntil < todayIso) return "expired";
  return "open";
}
