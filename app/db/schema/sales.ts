// Sales: customers, orders with a deposit, card-payment orders and leads (quote requests).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PRODUCT_SHIPPING_UNITS, products } from "./catalog.ts";
import { createdAt, CURRENCIES, id, isOneOf, LANGS, timestamptz, updatedAt } from "./columns.ts";
import {
  ORDER_STATUSES,
  CARD_PAYMENT_STATUSES,
  LEAD_STATUSES,
  LEAD_SOURCES,
  type ChosenOption,
} from "../../modules/sales/statuses.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/sales/statuses.ts";

/** Whole XPF or cents: bigint, since quantity × price may pass 2^31 minor units (read as a JS number, exact below 2^53). */
const money = (name: string) => bigint(name, { mode: "number" });

/** The freight facts frozen on an order (DESIGN.md ruling 11): what was charged for how many shipping units. */
const shippingColumns = () => ({
  shippingUnit: text("shipping_unit", { enum: PRODUCT_SHIPPING_UNITS }),
  shippingUnitCount: integer("shipping_unit_count"),
  freightXpf: money("freight_xpf"),
});

/** Consent to the terms of sale (issue 11 item 5): when, and which version of /cgv. */
const termsColumns = () => ({
  termsAcceptedAt: timestamptz("terms_accepted_at"),
  termsVersion: text("terms_version"),
});

export const customers = pgTable(
  "customers",
  {
    id: id(),
    /** Stored lower-cased: customers are unique by email (DESIGN.md "Data"). */
    email: text("email").notNull().unique(),
    fullName: text("full_name"),
    phone: text("phone"),
    company: text("company"),
    location: text("location"),
    /** The billing (postal) address, printed on quotes, invoices and credit notes. */
    address: text("address"),
    /** Where the goods go when it differs from the billing address (reference/documents.md, 242 nonies A 7° bis). */
    deliveryAddress: text("delivery_address"),
    /** Numéro TAHITI, printed on invoices when known (reference/documents.md); checked by tahiti-number.ts. */
    taxId: text("tax_id"),
    /** Off: no automatic reminder (quote expiry, deposit, balance) is mailed to this customer (issue 31). */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("customers_email_check", sql`${t.email} = lower(${t.email}) and position('@' in ${t.email}) > 1`),
    // The customers list: newest first by default, sortable by name (migration 0015).
    // (created_at, id): the list's order with its tiebreaker, so deep pages and export batches walk the index alone.
    index("customers_created_id_idx").on(t.createdAt, t.id),
    index("customers_full_name_idx").on(t.fullName),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    /** Kept even if the product is deleted: dashboards group by it. */
    productSlug: text("product_slug").notNull(),
    qty: integer("qty").notNull().default(1),
    /** Total in the minor unit of `currency` (whole francs for XPF), computed on the server. */
    amount: money("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("XPF"),
    depositRatio: numeric("deposit_ratio", { precision: 4, scale: 3, mode: "number" }).notNull().default(0.6),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    options: jsonb("options").$type<ChosenOption[]>().notNull().default([]),
    notes: text("notes"),
    /** The administrator's internal notes (order page), never shown to the customer; `notes` is what the customer wrote. */
    adminNotes: text("admin_notes"),
    projectType: text("project_type"),
    lang: text("lang", { enum: LANGS }).notNull().default("fr"),
    ...shippingColumns(),
    ...termsColumns(),
    /** Hash of the form's render token and content: a double click inserts one order (unique). */
    submissionKey: text("submission_key"),
    // Deposit checkout: the provider's reference lets a webhook find the order; the amount and currency asked of the
    // provider, and the rate used, are kept so a confirmation for anything else is refused.
    paymentProvider: text("payment_provider"),
    paymentReference: text("payment_reference"),
    depositChargeMinor: money("deposit_charge_minor"),
    depositChargeCurrency: text("deposit_charge_currency", { enum: CURRENCIES }),
    depositChargeRate: numeric("deposit_charge_rate", { precision: 12, scale: 4, mode: "number" }),
    paidAt: timestamptz("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("orders_qty_check", sql`${t.qty} >= 1`),
    check("orders_amount_check", sql`${t.amount} >= 0`),
    check("orders_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("orders_deposit_ratio_check", sql`${t.depositRatio} > 0 and ${t.depositRatio} <= 1`),
    check("orders_status_check", isOneOf(t.status, ORDER_STATUSES)),
    check("orders_lang_check", isOneOf(t.lang, LANGS)),
    index("orders_created_id_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_customer_idx").on(t.customerId),
    index("orders_product_slug_idx").on(t.productSlug),
    // The orders of a product: the list's search by product title, and deleting a product (set null) (0013).
    index("orders_product_idx").on(t.productId),
    // Hand-written in migration 0016, for it has an INCLUDE: orders_paid_created_idx, the paid orders by date with
    // what the dashboard's top products add up.
    // The orders list (issue 16 item 7): sorted by amount, and the id-prefix search (`id::text like 'abcd%'`).
    index("orders_amount_idx").on(t.amount),
    index("orders_id_prefix_idx").using("btree", sql`(${t.id}::text) text_pattern_ops`),
    uniqueIndex("orders_payment_reference_unique").on(t.paymentProvider, t.paymentReference),
    uniqueIndex("orders_submission_key_unique").on(t.submissionKey),
  ],
);

/** A product bought outright by card on the provider's hosted page (DESIGN.md ruling 4). */
export const cardPaymentOrders = pgTable(
  "card_payment_orders",
  {
    id: id(),
    status: text("status", { enum: CARD_PAYMENT_STATUSES }).notNull().default("pending"),
    /** Charged amount in the minor unit of `currency` (USD cents by default). */
    amountCents: money("amount_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /** The XPF total of the configuration, shown to the buyer as indicative. */
    amountXpf: money("amount_xpf"),
    /** Francs per unit of `currency` used to convert amountXpf into amountCents (settings, ruling 1). */
    xpfPerUnit: numeric("xpf_per_unit", { precision: 12, scale: 4, mode: "number" }),
    quantity: integer("quantity").notNull().default(1),
    options: jsonb("options").$type<ChosenOption[]>().notNull().default([]),
    ...shippingColumns(),
    ...termsColumns(),
    buyerEmail: text("buyer_email").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productSlug: text("product_slug"),
    provider: text("provider").notNull().default("sandbox"),
    paymentLinkId: text("payment_link_id"),
    paymentIntentId: text("payment_intent_id"),
    lang: text("lang", { enum: LANGS }).notNull().default("fr"),
    paidAt: timestamptz("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("card_payment_orders_status_check", isOneOf(t.status, CARD_PAYMENT_STATUSES)),
    check("card_payment_orders_amount_check", sql`${t.amountCents} >= 0 and coalesce(${t.amountXpf}, 0) >= 0`),
    check("card_payment_orders_quantity_check", sql`${t.quantity} >= 1`),
    check("card_payment_orders_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("card_payment_orders_lang_check", isOneOf(t.lang, LANGS)),
    check("card_payment_orders_email_check", sql`${t.buyerEmail} = lower(${t.buyerEmail})`),
    index("card_payment_orders_created_id_idx").on(t.createdAt, t.id),
    index("card_payment_orders_status_created_idx").on(t.status, t.createdAt),
    index("card_payment_orders_buyer_email_idx").on(t.buyerEmail),
    uniqueIndex("card_payment_orders_link_unique").on(t.provider, t.paymentLinkId),
    uniqueIndex("card_payment_orders_intent_unique").on(t.provider, t.paymentIntentId),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    productSlug: text("product_slug"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    source: text("source", { enum: LEAD_SOURCES }).notNull(),
    projectType: text("project_type"),
    /** What the visitor wrote, from any public form (shown as 'Message'). */
    message: text("message"),
    location: text("location"),
    options: jsonb("options").$type<ChosenOption[]>(),
    /** The administrator's internal notes ('Notes internes'), never written by a public form; `message` is the visitor's. */
    notes: text("notes"),
    lang: text("lang", { enum: LANGS }).notNull().default("fr"),
    /**
     * Hash of the submission plus a time bucket, chosen by the caller; unique so a double submit inserts once
     * (insert … on conflict do nothing), even from two requests at the same moment.
     */
    dedupeHash: text("dedupe_hash").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("leads_status_check", isOneOf(t.status, LEAD_STATUSES)),
    check("leads_source_check", isOneOf(t.source, LEAD_SOURCES)),
    check("leads_lang_check", isOneOf(t.lang, LANGS)),
    index("leads_created_id_idx").on(t.createdAt, t.id),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_customer_idx").on(t.customerId),
    // The leads list filtered by source, newest first (migration 0015).
    index("leads_source_created_idx").on(t.source, t.createdAt),
  ],
);

/**
 * The orders of each Tahiti day, per currency, kept by triggers on `orders` (migration 0016, whoever writes: the
 * app, a script, psql): the dashboard's KPIs and weekly chart add up days instead of every order of a long period.
 * Rows are never removed, a day whose orders were deleted keeps zeros. A restore copies the table as it was.
 */
export const orderDayTotals = pgTable(
  "order_day_totals",
  {
    /** The orders' created_at as a day in Pacific/Tahiti. */
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    orders: integer("orders").notNull().default(0),
    paid: integer("paid").notNull().default(0),
    /** Σ amount of the paid orders (their mean is this ÷ paid). */
    paidAmount: money("paid_amount").notNull().default(0),
    /** Σ round(amount × deposit_ratio) of the paid orders: the deposits collected. */
    collected: money("collected").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/** The leads of each Tahiti day, kept by triggers on `leads` like `order_day_totals`. */
export const leadDayTotals = pgTable("lead_day_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  leads: integer("leads").notNull().default(0),
});
