import type { Db } from "../../db/db.server.ts";
import { DEFAULT_INCOTERM } from "../../db/schema/catalog.ts";
import { quotes } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { replaceDocumentLines } from "./document-lines.server.ts";
import { computeTotals } from "./document-lines.ts";
import { addDays, tahitiIsoDate } from "./document-number.ts";
import { lockOrderForDocuments, orderDocumentLines } from "./order-source.server.ts";
import type { CreatedQuote } from "./create-quote.server.ts";
import { QUOTE_VALIDITY_DAYS } from "./quote-fields.ts";
import { takeDocumentNumber } from "./take-document-number.server.ts";

export type CreateQuoteFromOrderOptions = { db: Db; actor: string; orderId: string; now?: Date };

/** A draft quote for the order's customer, in its currency, with its configuration as lines ('Impossible de créer le devis'). */
export async function createQuoteFromOrder(options: CreateQuoteFromOrderOptions): Promise<CreatedQuote> {
  const { db, actor, orderId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrderForDocuments(tx, orderId);
    const lines = await orderDocumentLines(tx, order);
    const total = computeTotals(lines).total;
    const number = await takeDocumentNumber({ tx, type: "quote", now });
    const [row] = await tx
      .insert(quotes)
      .values({
        number,
        title: order.product?.title ?? order.productSlug,
        customerId: order.customerId,
        orderId,
        status: "draft",
        currency: order.currency,
        total,
        validUntil: addDays(tahitiIsoDate(now), QUOTE_VALIDITY_DAYS),
        leadTime: order.product?.leadtime ?? null,
        incoterm: order.product?.incoterm ?? DEFAULT_INCOTERM,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error("quote insert returned no row");
    await replaceDocumentLines(tx, { type: "quote", id: row.id, currency: order.currency }, lines);
    await recordAudit(tx, {
      actor,
      action: "quote.create_from_order",
      entity: "quote",
      entityId: row.id,
      summary: { number, orderId, total },
    });
    return { id: row.id, number, total };
  });
}
