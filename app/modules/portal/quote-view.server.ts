// What the buyer's quote page shows (issue 18 item 2): the quote's lines, total and validity, and whether it can
// still be answered.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers, orders, quotes } from "../../db/schema/index.ts";
import { getDocumentLines } from "../documents/document-lines.server.ts";
import { lineTotal } from "../documents/document-lines.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { quoteAnswerState } from "./quote-validity.ts";

export async function loadQuoteView(db: DbExecutor, quoteId: string, now = new Date()) {
  const [quote] = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      title: quotes.title,
      status: quotes.status,
      currency: quotes.currency,
      total: quotes.total,
      validUntil: quotes.validUntil,
      leadTime: quotes.leadTime,
      incoterm: quotes.incoterm,
      orderId: quotes.orderId,
      orderStatus: orders.status,
      customerName: customers.fullName,
      customerTaxId: customers.taxId,
      customerAddress: customers.address,
      customerDeliveryAddress: customers.deliveryAddress,
    })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(eq(quotes.id, quoteId));
  if (!quote) return null;
  const lines = await getDocumentLines(db, "quote", quoteId);
  return {
    ...quote,
    lines: lines.map((line) => ({
      productSlug: line.productSlug,
      description: line.description,
      qty: line.qty,
      unitPrice: line.unitPrice,
      total: lineTotal(line),
    })),
    state: quoteAnswerState(quote, tahitiIsoDate(now)),
    /** The deposit still to pay of the order this quote became. */
    isDepositDue: quote.orderId !== null && quote.orderStatus === "pending",
  };
}

export type QuoteView = NonNullable<Awaited<ReturnType<typeof loadQuoteView>>>;
