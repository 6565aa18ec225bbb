import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { quotes } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { requireDocumentCurrency } from "./document-currency.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentLines, replaceDocumentLines } from "./document-lines.server.ts";
import { computeTotals, normalizeLines, type DocumentLineInput } from "./document-lines.ts";
import { optionalText, type QuoteFields } from "./quote-fields.ts";

export type UpdateQuoteOptions = QuoteFields & {
  db: Db;
  actor: string;
  quoteId: string;
  /** When given, replaces every line (in this order) in the same transaction. */
  lines?: DocumentLineInput[];
};

/** Saves a quote: the fields given, and its lines replaced when given; the total follows the lines. */
export async function updateQuote(options: UpdateQuoteOptions): Promise<{ id: string; total: number }> {
  const { db, actor, quoteId } = options;
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ id: quotes.id, currency: quotes.currency })
      .from(quotes)
      .where(eq(quotes.id, quoteId))
      .for("update");
    if (!quote) throw new DocumentError("QUOTE_NOT_FOUND");
    if (options.customerId) await getBuyerSnapshot(tx, options.customerId);
    const currency = requireDocumentCurrency(options.currency, quote.currency as "USD");
    const lines = options.lines ? normalizeLines(options.lines) : await getDocumentLines(tx, "quote", quoteId);
    const total = computeTotals(lines).total;
    await tx
      .update(quotes)
      .set({
        title: optionalText(options.title),
        customerId: options.customerId,
        status: options.status,
        currency,
        total,
        validUntil: options.validUntil === undefined ? undefined : options.validUntil || null,
        leadTime: optionalText(options.leadTime),
        incoterm: optionalText(options.incoterm) ?? undefined,
        customerReference: optionalText(options.customerReference),
        notes: optionalText(options.notes),
      })
      .where(eq(quotes.id, quoteId));
    // Lines carry the currency too: rewrite them when either changes.
    if (options.lines || currency !== quote.currency) {
      await replaceDocumentLines(tx, { type: "quote", id: quoteId, currency }, lines);
    }
    await recordAudit(tx, {
      actor,
      action: "quote.update",
      entity: "quote",
      entityId: quoteId,
      summary: { total, currency, status: options.status ?? null, linesReplaced: Boolean(options.lines) },
    });
    return { id: quoteId, total };
  });
}
