// One order for its back-office page (issue 16 item 2): the order and its customer, the payment events that touched
// it, the mails sent about it, its documents and its history; each read is one indexed query.
import { and, asc, desc, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import {
  auditLog,
  customers,
  invoices,
  mailOutbox,
  orders,
  paymentWebhookEvents,
  products,
} from "../../db/schema/index.ts";
import { listOrderDocuments } from "../documents/list-order-documents.server.ts";
import { listOrderOverpayments } from "../payments/overpayments.server.ts";
import { orderNumber } from "./order-number.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

async function readOrder(db: DbExecutor, id: string) {
  const [order] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      status: orders.status,
      productId: orders.productId,
      productSlug: orders.productSlug,
      productTitle: products.title,
      qty: orders.qty,
      amount: orders.amount,
      currency: orders.currency,
      depositRatio: orders.depositRatio,
      options: orders.options,
      customerNotes: orders.notes,
      adminNotes: orders.adminNotes,
      projectType: orders.projectType,
      lang: orders.lang,
      shippingUnit: orders.shippingUnit,
      shippingUnitCount: orders.shippingUnitCount,
      freightXpf: orders.freightXpf,
      termsAcceptedAt: orders.termsAcceptedAt,
      termsVersion: orders.termsVersion,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentReference,
      depositChargeMinor: orders.depositChargeMinor,
      depositChargeCurrency: orders.depositChargeCurrency,
      paidAt: orders.paidAt,
      customer: {
        id: customers.id,
        email: customers.email,
        fullName: customers.fullName,
        phone: customers.phone,
        company: customers.company,
        location: customers.location,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, id));
  return order;
}

/** The payment events about this deposit order, mismatches included (what was expected and what arrived). */
function readPaymentEvents(db: DbExecutor, id: string) {
  return (
    db
      .select({
        id: paymentWebhookEvents.id,
        provider: paymentWebhookEvents.provider,
        eventId: paymentWebhookEvents.eventId,
        type: paymentWebhookEvents.type,
        outcome: paymentWebhookEvents.outcome,
        detail: paymentWebhookEvents.detail,
        receivedAt: paymentWebhookEvents.receivedAt,
      })
      .from(paymentWebhookEvents)
      // The deposit's events and the balance invoice's, paid from the buyer's page (issue 18).
      .where(and(eq(paymentWebhookEvents.orderId, id), inArray(paymentWebhookEvents.orderKind, ["deposit", "balance"])))
      .orderBy(desc(paymentWebhookEvents.receivedAt))
  );
}

/**
 * The mails about the order: written since its creation and naming it (its number in the subject, or its id in a
 * link of the body, as the acknowledgement, notification and payment mails do).
 */
function readMails(db: DbExecutor, order: { id: string; createdAt: Date }) {
  const number = orderNumber(order.id);
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      and(
        gte(mailOutbox.createdAt, order.createdAt),
        or(
          sql`position(upper(${number}) in upper(${mailOutbox.subject})) > 0`,
          sql`position(${order.id} in ${mailOutbox.text}) > 0`,
        ),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(50);
}

function readHistory(db: DbExecutor, id: string) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at))
    .limit(50);
}

/**
 * Whether the provider confirmed this order's deposit: the payment confirmation set `paid_at` (only the verified
 * webhook or the server's status query do), or a verified event was applied to it.
 */
export async function hasVerifiedPayment(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db
    .select({
      verified: sql<boolean>`${orders.paidAt} is not null or exists (
        select 1 from ${paymentWebhookEvents}
        where ${paymentWebhookEvents.orderId} = ${id} and ${paymentWebhookEvents.orderKind} = 'deposit'
          and ${paymentWebhookEvents.outcome} = 'applied')`,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.verified === true;
}

/** Amounts paid on this order's invoices, per currency (cancelled invoices left out). */
function readInvoicePayments(db: DbExecutor, id: string) {
  return db
    .select({ currency: invoices.currency, paid: sql<number>`sum(${invoices.amountPaid})`.mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.orderId, id), ne(invoices.status, "cancelled")))
    .groupBy(invoices.currency);
}

export type AdminOrder = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

/** Everything the order page shows, or null for an unknown or malformed id. */
export async function getAdminOrder(db: DbExecutor, id: string | undefined) {
  if (!isOrderId(id)) return null;
  const order = await readOrder(db, id.toLowerCase());
  if (!order) return null;
  const [events, mails, documents, history, invoicePaid, verified, overpayments] = await Promise.all([
    readPaymentEvents(db, order.id),
    readMails(db, order),
    listOrderDocuments(db, order.id),
    readHistory(db, order.id),
    readInvoicePayments(db, order.id),
    hasVerifiedPayment(db, order.id),
    listOrderOverpayments(db, order.id),
  ]);
  return { order, events, mails, documents, history, invoicePaid, hasVerifiedPayment: verified, overpayments };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The page's data with dates as ISO text, as the loader sends it to the browser. */
export function serializeAdminOrder({
  order,
  events,
  mails,
  documents,
  history,
  invoicePaid,
  hasVerifiedPayment: verified,
  overpayments,
}: AdminOrder) {
  return {
    order: {
      ...order,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      termsAcceptedAt: iso(order.termsAcceptedAt),
      paidAt: iso(order.paidAt),
    },
    events: events.map((event) => ({ ...event, receivedAt: event.receivedAt.toISOString() })),
    mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: iso(mail.sentAt) })),
    documents: documents.map((document) => ({ ...document, createdAt: document.createdAt.toISOString() })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    invoicePaid,
    hasVerifiedPayment: verified,
    overpayments: overpayments.map((item) => ({
      ...item,
      receivedAt: item.receivedAt.toISOString(),
      refundedAt: iso(item.refundedAt),
    })),
  };
}

export type AdminOrderView = ReturnType<typeof serializeAdminOrder>;
