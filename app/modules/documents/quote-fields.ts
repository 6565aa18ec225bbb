import { QUOTE_STATUSES, type QuoteStatus } from "./statuses.ts";

/** Fields of a quote an editor can set; lines are passed apart. */
export type QuoteFields = {
  title?: string | null;
  customerId?: string | null;
  status?: QuoteStatus;
  currency?: string;
  /** 'YYYY-MM-DD'; 30 days after creation by default. */
  validUntil?: string | null;
  leadTime?: string | null;
  incoterm?: string | null;
  customerReference?: string | null;
  notes?: string | null;
};

/** Quote validity by default (reference/documents.md "Devis"). */
export const QUOTE_VALIDITY_DAYS = 30;

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** Trimmed text, null when empty; undefined stays undefined (not given, so not changed). */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
