// The customer's own pages (issue 18): private links to a quote or an order, and the shipment milestones an order
// goes through on its way to Papeete.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, CURRENCIES, id, isOneOf, LANGS, timestamptz } from "./columns.ts";
import { invoicePayments, invoices, quotes } from "./documents.ts";
import { orders } from "./sales.ts";
import { CUSTOMER_LINK_KINDS, ORDER_MILESTONES } from "../../modules/portal/statuses.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/portal/statuses.ts";

/**
 * A link sent to a buyer. Only the SHA-256 of its token is kept (hex): the token itself exists in the email alone,
 * so a new email means a new link. A revoked link answers like an unknown page.
 */
export const customerLinks = pgTable(
  "customer_links",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind", { enum: CUSTOMER_LINK_KINDS }).notNull(),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    revokedAt: timestamptz("revoked_at"),
    lastOpenedAt: timestamptz("last_opened_at"),
  },
  (t) => [
    check("customer_links_kind_check", isOneOf(t.kind, CUSTOMER_LINK_KINDS)),
    check(
      "customer_links_target_check",
      sql`(${t.kind} = 'quote' and ${t.quoteId} is not null and ${t.orderId} is null)
        or (${t.kind} = 'order' and ${t.orderId} is not null and ${t.quoteId} is null)`,
    ),
    check("customer_links_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    uniqueIndex("customer_links_token_hash_unique").on(t.tokenHash),
    index("customer_links_quote_idx").on(t.quoteId),
    index("customer_links_order_idx").on(t.orderId),
  ],
);

/** One reached milestone of an order, set by the administrator; each one is reached once. */
export const orderMilestones = pgTable(
  "order_milestones",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    milestone: text("milestone", { enum: ORDER_MILESTONES }).notNull(),
    /** Tahiti date it happened. */
    reachedOn: date("reached_on", { mode: "string" }).notNull(),
    /** Loaded: the container or parcel number. */
    reference: text("reference"),
    /** At sea: the vessel and its estimated arrival in Papeete. */
    vessel: text("vessel"),
    estimatedArrival: date("estimated_arrival", { mode: "string" }),
    note: text("note"),
    /** A picture stored through the media upload (/uploads/...). */
    photoUrl: text("photo_url"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_milestones_milestone_check", isOneOf(t.milestone, ORDER_MILESTONES)),
    check("order_milestones_photo_check", sql`${t.photoUrl} is null or ${t.photoUrl} like '/uploads/%'`),
    uniqueIndex("order_milestones_order_milestone_unique").on(t.orderId, t.milestone),
  ],
);

/**
 * A payment of an order's balance invoice started from the buyer's page (issue 18 item 3): what was asked of the
 * provider, so a confirmation is applied only for this payment, amount and currency, once.
 */
export const balanceCheckouts = pgTable(
  "balance_checkouts",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    paymentReference: text("payment_reference").notNull(),
    /** The invoice's amount due when the checkout was made, in the minor unit of the invoice's currency. */
    amountDue: bigint("amount_due", { mode: "number" }).notNull(),
    invoiceCurrency: text("invoice_currency", { enum: CURRENCIES }).notNull(),
    /** What the provider was asked to charge, in the minor unit of `chargeCurrency`. */
    chargeMinor: bigint("charge_minor", { mode: "number" }).notNull(),
    chargeCurrency: text("charge_currency", { enum: CURRENCIES }).notNull(),
    /** Francs per unit of the charge currency, when the invoice's amount was converted. */
    chargeRate: numeric("charge_rate", { precision: 12, scale: 4, mode: "number" }),
    lang: text("lang", { enum: LANGS }).notNull(),
    /** Set when the provider's confirmation was recorded on the invoice. */
    paidAt: timestamptz("paid_at"),
    invoicePaymentId: uuid("invoice_payment_id").references(() => invoicePayments.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("balance_checkouts_amounts_check", sql`${t.amountDue} > 0 and ${t.chargeMinor} > 0`),
    check("balance_checkouts_lang_check", isOneOf(t.lang, LANGS)),
    uniqueIndex("balance_checkouts_payment_unique").on(t.provider, t.paymentReference),
    index("balance_checkouts_invoice_idx").on(t.invoiceId),
    index("balance_checkouts_order_idx").on(t.orderId),
  ],
);

/**
 * The evidence of a buyer's signed acceptance of a quote on their page (issue 31 item 3), one per quote: the full
 * name they typed, the signature they drew (a PNG data URL, or null when they only typed their name), when (UTC;
 * shown in Tahiti time), from which address and browser, the terms version in force and the SHA-256 of the quote's
 * PDF as the page showed it. Printed on the accepted quote's PDF ('Bon pour accord') and shown to the owner.
 */
export const quoteAcceptances = pgTable(
  "quote_acceptances",
  {
    id: id(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    signerName: text("signer_name").notNull(),
    signaturePng: text("signature_png"),
    acceptedAt: timestamptz("accepted_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    termsVersion: text("terms_version").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("quote_acceptances_name_check", sql`char_length(${t.signerName}) between 1 and 120`),
    check("quote_acceptances_pdf_sha256_check", sql`${t.pdfSha256} ~ '^[0-9a-f]{64}$'`),
    check(
      "quote_acceptances_signature_check",
      sql`${t.signaturePng} is null or ${t.signaturePng} like 'data:image/png%'`,
    ),
    uniqueIndex("quote_acceptances_quote_unique").on(t.quoteId),
  ],
);
