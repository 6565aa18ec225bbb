// What the buyer's order page shows (issue 18 item 3): the shipment's timeline, the amounts paid and due, and the
// order's invoices once issued (a draft is the administrator's, never shown). Only this order's rows are read.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices, orderMilestones, orders, products, quotes } from "../../db/schema/index.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import { chargeOfBalance, payableBalanceOf } from "../payments/create-balance-checkout.server.ts";
import { paidToDate } from "../sales/paid-to-date.ts";
import { ORDER_MILESTONES } from "./milestones.ts";
import { customerOrderNumber } from "../sales/order-number.ts";

/** What a reached milestone shows, on the buyer's page and the back office's card. */
export const MILESTONE_COLUMNS = {
  milestone: orderMilestones.milestone,
  reachedOn: orderMilestones.reachedOn,
  reference: orderMilestones.reference,
  vessel: orderMilestones.vessel,
  estimatedArrival: orderMilestones.estimatedArrival,
  note: orderMilestones.note,
  photoUrl: orderMilestones.photoUrl,
};

/** Invoices a buyer sees: issued, sent or paid. */
const VISIBLE_INVOICE_STATUSES = ["issued", "sent", "paid"] as const;

export async function loadOrderView(db: DbExecutor, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      currency: orders.currency,
      depositRatio: orders.depositRatio,
      productId: orders.productId,
      productSlug: orders.productSlug,
      productTitle: products.title,
      options: orders.options,
      qty: orders.qty,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [milestoneRows, invoiceRows, [quote]] = await Promise.all([
    db.select(MILESTONE_COLUMNS).from(orderMilestones).where(eq(orderMilestones.orderId, orderId)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        status: invoices.status,
        currency: invoices.currency,
        amountTotal: invoices.amountTotal,
        amountPaid: invoices.amountPaid,
        amountCredited: invoices.amountCredited,
        issuedOn: invoices.issuedOn,
      })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, VISIBLE_INVOICE_STATUSES)))
      .orderBy(asc(invoices.createdAt)),
    db.select({ number: quotes.number }).from(quotes).where(eq(quotes.orderId, orderId)).limit(1),
  ]);
  const split = splitDeposit(order.amount, Number(order.depositRatio));
  // Paid: what the order's invoices record, or, before any invoice, the deposit the payment provider confirmed.
  const paid = paidToDate({
    amount: order.amount,
    currency: order.currency,
    deposit: split.deposit,
    isDepositConfirmed: order.paidAt !== null,
    invoicePaid: invoiceRows.map((invoice) => ({ currency: invoice.currency, paid: invoice.amountPaid })),
  });
  const byMilestone = new Map(milestoneRows.map((row) => [row.milestone, row]));
  // The invoices read above (issued, sent or paid) hold every balance invoice the buyer may pay: no second read.
  const balance = payableBalanceOf(order.status, invoiceRows);
  // What the card will be charged for it, shown before the buyer leaves and sent back by the form (issue 26 items 2, 4).
  const balanceCharge = balance ? await chargeOfBalance(db, balance) : null;
  return {
    id: order.id,
    number: customerOrderNumber(order.id),
    title: order.productTitle ?? quote?.number ?? order.productSlug,
    /** The product and its chosen options as frozen (French): the page shows them in its language (localizeOrderView). */
    productId: order.productId,
    productSlug: order.productSlug,
    productTitle: order.productTitle,
    options: order.options,
    quoteNumber: quote?.number ?? null,
    qty: order.qty,
    status: order.status,
    currency: order.currency,
    amount: order.amount,
    deposit: split.deposit,
    depositPercent: split.percent,
    paid,
    due: Math.max(0, order.amount - paid),
    isPaidInFull: order.amount > 0 && paid >= order.amount,
    isDepositDue: order.status === "pending",
    timeline: ORDER_MILESTONES.map((milestone) => ({ milestone, reached: byMilestone.get(milestone) ?? null })),
    invoices: invoiceRows.map(({ amountCredited: _credited, ...invoice }) => invoice),
    /** The balance invoice the buyer can pay online: issued or sent, with an amount due. */
    balanceInvoice:
      balance && balanceCharge
        ? { ...balance, charge: { amountMinor: balanceCharge.amountMinor, currency: balanceCharge.currency } }
        : null,
  };
}

export type OrderView = NonNullable<Awaited<ReturnType<typeof loadOrderView>>>;

/** Whether the invoice belongs to the order and is one the buyer may download. */
export async function findVisibleInvoice(db: DbExecutor, orderId: string, invoiceId: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.orderId, orderId),
        inArray(invoices.status, VISIBLE_INVOICE_STATUSES),
      ),
    )
    .limit(1);
  return row ?? null;
}
