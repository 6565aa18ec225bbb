import type { Db } from "../../db/db.server.ts";
import { DEFAULT_INCOTERM } from "../../db/schema/catalog.ts";
import { quotes } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { requireDocumentCurrency } from "./document-currency.ts";
import { replaceDocumentLines } from "./document-lines.server.ts";
import { computeTotals, normalizeLines, type DocumentLineInput } from "./document-lines.ts";
import { addDays, tahitiIsoDate } from "./document-number.ts";
import { optionalText, QUOTE_VALIDITY_DAYS, type QuoteFields } from "./quote-fields.ts";
import { takeDocumentNumber } from "./take-document-number.server.ts";

export type CreateQuoteOptions = QuoteFields & {
  db: Db;
  actor: string;
  lines?: DocumentLineInput[];
  orderId?: string | null;
  now?: Date;
};

export type CreatedQuote = { id: string; number: string; total: number };

/** A new quote (draft unless told), numbered BPE-Q-YYYY-NNNNN, valid 30 days by default, with its lines. */
export async function createQuote(options: CreateQuoteOptions): Promise<CreatedQuote> {
  const { db, actor, now = new Date() } = options;
  const currency = requireDocumentCurrency(options.currency);
  const lines = normalizeLines(options.lines ?? []);
  const total = computeTotals(lines).total;
  return db.transaction(async (tx) => {
    // Refuses an unknown customer with a clear code rather than a foreign-key error.
    await getBuyerSnapshot(tx, options.customerId);
    const number = await takeDocumentNumber({ tx, type: "quote", now });
    const [row] = await tx
      .insert(quotes)
      .values({
        number,
        title: optionalText(options.title) ?? null,
        customerId: options.customerId ?? null,
        orderId: options.orderId ?? null,
        status: options.status ?? "draft",
        currency,
        total,
        validUntil: options.validUntil || addDays(tahitiIsoDate(now), QUOTE_VALIDITY_DAYS),
        leadTime: optionalText(options.leadTime) ?? null,
        incoterm: optionalText(options.incoterm) ?? DEFAULT_INCOTERM,
        customerReference: optionalText(options.customerReference) ?? null,
        notes: optionalText(options.notes) ?? null,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error("quote insert returned no row");
    await replaceDocumentLines(tx, { type: "quote", id: row.id, currency }, lines);
    await recordAudit(tx, {
      actor,
      action: "quote.create",
      entity: "quote",
      entityId: row.id,
      summary: { number, total, currency, lines: lines.length, orderId: options.orderId ?? null },
    });
    return { id: row.id, number, total };
  });
}
