// The invoice of a sale paid by card on the product sheet (back-office card-payments page): issued paid, with the
// card payment recorded on it. One invoice per card-payment order: a second call answers the existing one.
import { eq } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { invoices } from "../../db/schema/documents.ts";
import { cardPaymentOrders, customers } from "../../db/schema/sales.ts";
import { products } from "../../db/schema/catalog.ts";
import { DocumentError } from "./document-error.ts";
import { insertInvoice } from "./insert-invoice.server.ts";
import { buildOrderLines } from "./order-lines.ts";
import { orderLineLabels } from "./order-source.server.ts";
import { recordCardPaidIn } from "./record-invoice-payment.server.ts";

export type CreateCardPaymentInvoiceOptions = { db: Db; actor: string; cardPaymentOrderId: string; now?: Date };

export type CardPaymentInvoice = { id: string; number: string; isNew: boolean };

/**
 * Locks the card-payment order, answers its invoice when there is one; otherwise a paid order gets an invoice in
 * its charged currency (the product with its options and quantity, totalling the charged amount), for the buyer's
 * customer record (made from the email when missing), and the card payment (method card, provider reference) is
 * recorded on it, so the invoice is issued and paid. An order that is not paid is refused (CARD_ORDER_NOT_PAID).
 */
export async function createCardPaymentInvoice(options: CreateCardPaymentInvoiceOptions): Promise<CardPaymentInvoice> {
  const { db, actor, cardPaymentOrderId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: cardPaymentOrders.id,
        status: cardPaymentOrders.status,
        amount: cardPaymentOrders.amountCents,
        currency: cardPaymentOrders.currency,
        quantity: cardPaymentOrders.quantity,
        options: cardPaymentOrders.options,
        email: cardPaymentOrders.buyerEmail,
        productId: cardPaymentOrders.productId,
        productSlug: cardPaymentOrders.productSlug,
        provider: cardPaymentOrders.provider,
        paymentIntentId: cardPaymentOrders.paymentIntentId,
        paidAt: cardPaymentOrders.paidAt,
      })
      .from(cardPaymentOrders)
      .where(eq(cardPaymentOrders.id, cardPaymentOrderId))
      .for("update");
    if (!order) throw new DocumentError("ORDER_NOT_FOUND");
    const [existing] = await tx
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.cardPaymentOrderId, order.id));
    if (existing) return { ...existing, isNew: false };
    if (order.status !== "paid") throw new DocumentError("CARD_ORDER_NOT_PAID");
    const [product] = order.productId
      ? await tx.select({ title: products.title }).from(products).where(eq(products.id, order.productId))
      : [];
    const lines = buildOrderLines(
      {
        productSlug: order.productSlug ?? "",
        productTitle: product?.title ?? null,
        qty: order.quantity,
        amount: order.amount,
        options: order.options,
        unitPrice: null,
      },
      orderLineLabels(),
    ).map((line) => ({ ...line, productSlug: line.productSlug || null }));
    const invoice = await insertInvoice(tx, {
      actor,
      now,
      auditAction: "invoice.create_from_card_payment",
      values: {
        kind: "standard",
        currency: order.currency,
        customerId: await customerOf(tx, order.email),
        cardPaymentOrderId: order.id,
      },
      lines,
    });
    const reference = order.paymentIntentId ? `${order.provider}:${order.paymentIntentId}` : order.provider;
    await recordCardPaidIn(tx, { actor, invoice, paidAt: order.paidAt, reference, now });
    return { id: invoice.id, number: invoice.number, isNew: true };
  });
}

/** The customer of `email`, created with that address alone when the buyer has no record yet. */
async function customerOf(tx: DbTransaction, email: string): Promise<string> {
  await tx.insert(customers).values({ email: email.toLowerCase() }).onConflictDoNothing({ target: customers.email });
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email.toLowerCase()));
  if (!row) throw new DocumentError("CUSTOMER_NOT_FOUND");
  return row.id;
}
