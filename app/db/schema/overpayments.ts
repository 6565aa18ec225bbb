// Money received beyond what was due (DESIGN.md ruling 17): a second provider payment for an amount already paid,
// a provider retry under another id, or an excess the owner received by hand. Kept apart from the order and its
// invoices: never counted as revenue, never a negative 'Déjà réglé'. The owner refunds it or keeps it.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, CURRENCIES, id, isOneOf, timestamptz, updatedAt } from "./columns.ts";
import { invoices } from "./documents.ts";
import { cardPaymentOrders, orders } from "./sales.ts";
import { OVERPAYMENT_SOURCES, OVERPAYMENT_STATUSES } from "../../modules/payments/overpayment-statuses.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/payments/overpayment-statuses.ts";

export const overpayments = pgTable(
  "overpayments",
  {
    id: id(),
    source: text("source", { enum: OVERPAYMENT_SOURCES }).notNull(),
    /** What the money was about: a deposit order, a card-payment order, or an invoice (at least one is set). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    cardPaymentOrderId: uuid("card_payment_order_id").references(() => cardPaymentOrders.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    /** The provider and its payment's reference (payment intent id), for a provider overpayment. */
    provider: text("provider"),
    providerReference: text("provider_reference"),
    /** The webhook event that reported it: a redelivered event records nothing twice. */
    eventId: text("event_id"),
    /** In the minor unit of `currency`. */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    status: text("status", { enum: OVERPAYMENT_STATUSES }).notNull().default("open"),
    /** The provider's refund id, or the owner's reference of a refund made by hand. */
    refundReference: text("refund_reference"),
    refundedAt: timestamptz("refunded_at"),
    /** The idempotency key of the refund last asked of the provider: its events are matched on it or on its id. */
    refundRequestId: text("refund_request_id"),
    /** Refunds the provider reported failed: the next request uses a new key (the provider refuses a reused one). */
    refundFailures: integer("refund_failures").notNull().default(0),
    /** The provider's reason for the last failed refund, shown to the owner. */
    refundFailureReason: text("refund_failure_reason"),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("overpayments_amount_check", sql`${t.amountMinor} > 0`),
    check("overpayments_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("overpayments_source_check", isOneOf(t.source, OVERPAYMENT_SOURCES)),
    check("overpayments_status_check", isOneOf(t.status, OVERPAYMENT_STATUSES)),
    check(
      "overpayments_subject_check",
      sql`${t.orderId} is not null or ${t.cardPaymentOrderId} is not null or ${t.invoiceId} is not null`,
    ),
    uniqueIndex("overpayments_event_unique").on(t.provider, t.eventId),
    index("overpayments_order_idx").on(t.orderId),
    index("overpayments_card_order_idx").on(t.cardPaymentOrderId),
    index("overpayments_invoice_idx").on(t.invoiceId),
    index("overpayments_received_idx").on(t.receivedAt),
    index("overpayments_refund_request_idx").on(t.refundRequestId),
  ],
);
