import { DocumentError } from "./document-error.ts";
import { DOCUMENT_CURRENCIES, type DocumentCurrency } from "./document-lines.ts";

/** The currency of a new or edited document: USD by default (back-office §9); anything else throws CURRENCY_INVALID. */
export function requireDocumentCurrency(
  value: string | null | undefined,
  fallback: DocumentCurrency = "USD",
): DocumentCurrency {
  if (value === undefined || value === null || value === "") return fallback;
  if ((DOCUMENT_CURRENCIES as readonly string[]).includes(value)) return value as DocumentCurrency;
  throw new DocumentError("CURRENCY_INVALID", `currency ${value} is not offered on documents`);
}
