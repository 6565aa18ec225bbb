// What an invoice made from an order names of it (issue 27 item 3): the order's short number and date, the accepted
// quote's number and date, and the date the deposit was paid, read for the PDF.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoicePayments, quotes } from "../../db/schema/documents.ts";
import { orders } from "../../db/schema/sales.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { customerOrderNumber } from "../sales/order-number.ts";

export type InvoiceContext = {
  order: { number: string; date: string; amount: number } | null;
  quote: { number: string; date: string } | null;
  depositPaidOn: string | null;
};

type InvoiceForContext = {
  id: string;
  kind: "standard" | "deposit" | "balance";
  orderId: string | null;
  amountPaid: number;
  deductedInvoiceId: string | null;
  quote: { number: string; createdAt: Date } | null;
};

export async function loadInvoiceContext(db: DbExecutor, invoice: InvoiceForContext): Promise<InvoiceContext> {
  const [order] = invoice.orderId
    ? await db
        .select({ id: orders.id, createdAt: orders.createdAt, amount: orders.amount })
        .from(orders)
        .where(eq(orders.id, invoice.orderId))
    : [];
  let quote = invoice.quote ? { number: invoice.quote.number, date: tahitiIsoDate(invoice.quote.createdAt) } : null;
  if (!quote && order) {
    const [accepted] = await db
      .select({ number: quotes.number, createdAt: quotes.createdAt })
      .from(quotes)
      .where(and(eq(quotes.orderId, order.id), inArray(quotes.status, ["accepted", "converted"])))
      .orderBy(desc(quotes.createdAt))
      .limit(1);
    if (accepted) quote = { number: accepted.number, date: tahitiIsoDate(accepted.createdAt) };
  }
  // The deposit's own payments on a deposit invoice; the deducted deposit invoice's on a balance invoice.
  const depositInvoiceId =
    invoice.kind === "deposit" ? invoice.id : invoice.kind === "balance" ? invoice.deductedInvoiceId : null;
  const [payment] = depositInvoiceId
    ? await db
        .select({ paidOn: invoicePayments.paidOn })
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, depositInvoiceId))
        .orderBy(desc(invoicePayments.paidOn))
        .limit(1)
    : [];
  return {
    order: order
      ? { number: customerOrderNumber(order.id), date: tahitiIsoDate(order.createdAt), amount: order.amount }
      : null,
    quote,
    depositPaidOn: payment?.paidOn ?? null,
  };
}
