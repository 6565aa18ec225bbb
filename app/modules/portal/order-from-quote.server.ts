// The order an accepted quote makes or takes over (decision 009), for acceptQuote (answer-quote.server.ts): the
// pending order it may reuse, the update or insert at the quote's terms, and the product the new order is named after.
import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { documentLines, invoices, orders, products } from "../../db/schema/index.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";

/** The quote's first catalogue product, which names a new order (else the quote's number does). */
export async function firstCatalogueProduct(tx: DbTransaction, quoteId: string) {
  const [first] = await tx
    .select({ slug: documentLines.productSlug, productId: products.id })
    .from(documentLines)
    .leftJoin(products, eq(products.slug, documentLines.productSlug))
    .where(
      and(
        eq(documentLines.parentType, "quote"),
        eq(documentLines.parentId, quoteId),
        isNotNull(documentLines.productSlug),
      ),
    )
    .orderBy(documentLines.position)
    .limit(1);
  return first;
}

/** What the order's helpers read of the quote being accepted, locked by the caller. */
export type LockedQuote = { id: string; number: string; orderId: string | null; customerId: string | null };

export type OrderTerms = Pick<
  typeof orders.$inferInsert,
  "amount" | "currency" | "depositRatio" | "lang" | "termsAcceptedAt" | "termsVersion"
>;

/**
 * The order the quote was made from, locked, when accepting may take it over (decision 009): the same customer's,
 * still waiting for its deposit (pending, no payment confirmed) and without any invoice. A paid, processing or
 * cancelled order, or one already invoiced, is never changed: the accepted quote then makes a new order.
 */
export async function findReusableOrder(tx: DbTransaction, quote: LockedQuote) {
  if (!quote.orderId) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      customerId: orders.customerId,
      amount: orders.amount,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, quote.orderId))
    .for("update");
  if (!order || order.status !== "pending" || order.paidAt !== null || order.customerId !== quote.customerId) {
    return null;
  }
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), ne(invoices.status, "cancelled")))
    .limit(1);
  return invoice ? null : order;
}

/**
 * The pending order takes the quote's amounts. A deposit checkout asked for the old amount is forgotten: its payment,
 * if it ever came, would no longer match and would be kept as a mismatch, never applied.
 */
export async function updateOrderFromQuote(tx: DbTransaction, order: { id: string }, terms: OrderTerms) {
  await tx
    .update(orders)
    .set({
      ...terms,
      paymentProvider: null,
      paymentReference: null,
      depositChargeMinor: null,
      depositChargeCurrency: null,
      depositChargeRate: null,
    })
    .where(eq(orders.id, order.id));
  return { id: order.id };
}

/** A new order, named after the quote's first catalogue product, else after the quote itself. */
export async function insertOrderFromQuote(
  tx: DbTransaction,
  quote: LockedQuote,
  terms: OrderTerms,
  first: { slug: string | null; productId: string | null } | undefined,
) {
  const [order] = await tx
    .insert(orders)
    .values({
      ...terms,
      customerId: quote.customerId!,
      productId: first?.productId ?? null,
      productSlug: first?.slug || quote.number,
      qty: 1,
      status: "pending",
      notes: getServerT("fr", "portal")("order.fromQuote", { number: quote.number }),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert returned no row");
  return order;
}
