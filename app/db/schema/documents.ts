// Documents to buyers: quotes, invoices, credit notes, their lines, invoice payments, numbering counters and sent
// PDFs (suppliers and purchase orders: purchasing.ts). Numbers (BPE-Q-YYYY-NNNNN …) come from document_counters locked in the creating transaction (DESIGN.md
// "Documents"); the unique number columns are the backstop.
import { sql } from "drizzle-orm";
import {
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { DEFAULT_INCOTERM } from "./catalog.ts";
import { bytea, createdAt, CURRENCIES, id, isOneOf, timestamptz, updatedAt } from "./columns.ts";
import { cardPaymentOrders, customers, orders } from "./sales.ts";
import {
  QUOTE_STATUSES,
  INVOICE_STATUSES,
  INVOICE_KINDS,
  CREDIT_NOTE_STATUSES,
  PAYMENT_METHODS,
  DOCUMENT_TYPES,
  LINE_PARENT_TYPES,
  type BuyerSnapshot,
} from "../../modules/documents/statuses.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/documents/statuses.ts";

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    number: text("number").notNull().unique(),
    title: text("title"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("draft"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /** In the minor unit of `currency`. */
    total: integer("total").notNull().default(0),
    validUntil: date("valid_until", { mode: "string" }),
    /** Free text such as '35-45 jours', printed on the PDF. */
    leadTime: text("lead_time"),
    incoterm: text("incoterm").notNull().default(DEFAULT_INCOTERM),
    customerReference: text("customer_reference"),
    notes: text("notes"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quotes_status_check", isOneOf(t.status, QUOTE_STATUSES)),
    check("quotes_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("quotes_total_check", sql`${t.total} >= 0`),
    check("quotes_number_check", sql`${t.number} ~ '^BPE-Q-[0-9]{4}-[0-9]{5,}$'`),
    index("quotes_created_idx").on(t.createdAt),
    index("quotes_status_idx").on(t.status, t.createdAt),
    index("quotes_customer_idx").on(t.customerId),
    index("quotes_order_idx").on(t.orderId),
  ],
);

/** Never deleted, only cancelled, so the BPE-F series stays continuous. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text("number").notNull().unique(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull().default("standard"),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    /** The card-payment order this invoice bills (paid by card on the product sheet); one invoice per such sale. */
    cardPaymentOrderId: uuid("card_payment_order_id").references(() => cardPaymentOrders.id, {
      onDelete: "restrict",
    }),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /** In the minor unit of `currency`. */
    amountTotal: integer("amount_total").notNull().default(0),
    amountPaid: integer("amount_paid").notNull().default(0),
    /** A balance invoice deducts the deposit invoice, printed by its number, date and amount. */
    deductedInvoiceId: uuid("deducted_invoice_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    deductedAmount: integer("deducted_amount").notNull().default(0),
    /** Sum of the credit notes that correct this invoice, in the minor unit of `currency`. */
    amountCredited: integer("amount_credited").notNull().default(0),
    /** The order's deposit ratio, printed on deposit and balance invoices. */
    depositRatio: numeric("deposit_ratio", { precision: 4, scale: 3, mode: "number" }),
    buyer: jsonb("buyer").$type<BuyerSnapshot>(),
    incoterm: text("incoterm"),
    customerReference: text("customer_reference"),
    notes: text("notes"),
    /**
     * Tahiti date the invoice left draft (sent, marked issued, sent or paid, or paid in part). From then on its
     * lines, amounts, currency and buyer are frozen: a credit note corrects it.
     */
    issuedOn: date("issued_on", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    paidAt: timestamptz("paid_at"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("invoices_kind_check", isOneOf(t.kind, INVOICE_KINDS)),
    check("invoices_status_check", isOneOf(t.status, INVOICE_STATUSES)),
    check("invoices_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("invoices_amounts_check", sql`${t.amountTotal} >= 0 and ${t.amountPaid} >= 0 and ${t.deductedAmount} >= 0`),
    check("invoices_credited_check", sql`${t.amountCredited} >= 0 and ${t.amountCredited} <= ${t.amountTotal}`),
    check(
      "invoices_deposit_ratio_check",
      sql`${t.depositRatio} is null or (${t.depositRatio} > 0 and ${t.depositRatio} <= 1)`,
    ),
    check(
      "invoices_deduction_check",
      sql`(${t.kind} = 'balance' or (${t.deductedInvoiceId} is null and ${t.deductedAmount} = 0))
        and ${t.deductedInvoiceId} is distinct from ${t.id}`,
    ),
    check("invoices_number_check", sql`${t.number} ~ '^BPE-F-[0-9]{4}-[0-9]{5,}$'`),
    index("invoices_created_idx").on(t.createdAt),
    index("invoices_status_idx").on(t.status, t.createdAt),
    index("invoices_customer_idx").on(t.customerId),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_quote_idx").on(t.quoteId),
    uniqueIndex("invoices_card_payment_order_unique").on(t.cardPaymentOrderId),
  ],
);

/** Corrects an issued invoice (reference/documents.md "Avoir"): its own BPE-AV number and PDF, never edited. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: text("number").notNull().unique(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    status: text("status", { enum: CREDIT_NOTE_STATUSES }).notNull().default("issued"),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** In the minor unit of `currency`; at most what is left to credit on the invoice. */
    amountTotal: integer("amount_total").notNull(),
    reason: text("reason"),
    buyer: jsonb("buyer").$type<BuyerSnapshot>(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("credit_notes_status_check", isOneOf(t.status, CREDIT_NOTE_STATUSES)),
    check("credit_notes_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("credit_notes_amount_check", sql`${t.amountTotal} > 0`),
    check("credit_notes_number_check", sql`${t.number} ~ '^BPE-AV-[0-9]{4}-[0-9]{5,}$'`),
    index("credit_notes_created_idx").on(t.createdAt),
    index("credit_notes_invoice_idx").on(t.invoiceId),
  ],
);

/** Payments received on an invoice; invoices.amount_paid is their sum, kept in the same transaction. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** Tahiti date the money was received. */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** In the minor unit of the invoice's currency. */
    amount: integer("amount").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (t) => [
    check("invoice_payments_amount_check", sql`${t.amount} > 0`),
    check("invoice_payments_method_check", isOneOf(t.method, PAYMENT_METHODS)),
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidOn),
  ],
);

/**
 * Lines of quotes and invoices, addressed as (parent_type, parent_id) like the spec. The generated quote_id and
 * invoice_id columns only exist to carry real foreign keys (with cascade) for that polymorphic pair.
 */
export const documentLines = pgTable(
  "document_lines",
  {
    id: id(),
    parentType: text("parent_type", { enum: LINE_PARENT_TYPES }).notNull(),
    parentId: uuid("parent_id").notNull(),
    quoteId: uuid("quote_id")
      .generatedAlwaysAs(sql`case when parent_type = 'quote' then parent_id end`)
      .references(() => quotes.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .generatedAlwaysAs(sql`case when parent_type = 'invoice' then parent_id end`)
      .references(() => invoices.id, { onDelete: "cascade" }),
    creditNoteId: uuid("credit_note_id")
      .generatedAlwaysAs(sql`case when parent_type = 'credit_note' then parent_id end`)
      .references((): AnyPgColumn => creditNotes.id, { onDelete: "cascade" }),
    /**
     * On a credit note's line: the invoice line it credits part or all of (the quantities credited never pass the
     * line's own); null for an amount credited or any other line.
     */
    creditedLineId: uuid("credited_line_id").references((): AnyPgColumn => documentLines.id, {
      onDelete: "restrict",
    }),
    productSlug: text("product_slug"),
    description: text("description").notNull().default(""),
    /** A quantity, not money: numeric so 2.5 m³ or 0.01 steps are possible. */
    qty: numeric("qty", { precision: 12, scale: 2, mode: "number" }).notNull().default(1),
    /** In the minor unit of `currency`; line total = round(qty × unit_price). */
    unitPrice: integer("unit_price").notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("document_lines_parent_type_check", isOneOf(t.parentType, LINE_PARENT_TYPES)),
    check("document_lines_qty_check", sql`${t.qty} >= 0`),
    check("document_lines_unit_price_check", sql`${t.unitPrice} >= 0`),
    check("document_lines_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("document_lines_position_check", sql`${t.position} >= 0`),
    check("document_lines_credited_line_check", sql`${t.creditedLineId} is null or ${t.parentType} = 'credit_note'`),
    index("document_lines_parent_idx").on(t.parentType, t.parentId, t.position),
    index("document_lines_quote_idx").on(t.quoteId),
    index("document_lines_invoice_idx").on(t.invoiceId),
    index("document_lines_credit_note_idx").on(t.creditNoteId),
    index("document_lines_credited_line_idx").on(t.creditedLineId),
  ],
);

/** One row per year and document type; lock it with `for update` (or `update … returning`) to take a number. */
export const documentCounters = pgTable(
  "document_counters",
  {
    year: integer("year").notNull(),
    docType: text("doc_type", { enum: DOCUMENT_TYPES }).notNull(),
    seq: integer("seq").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "document_counters_pkey", columns: [t.year, t.docType] }),
    check("document_counters_doc_type_check", isOneOf(t.docType, DOCUMENT_TYPES)),
    check("document_counters_seq_check", sql`${t.seq} >= 0`),
    check("document_counters_year_check", sql`${t.year} between 2000 and 9999`),
  ],
);

/** The PDF exactly as it was sent (kept as evidence): bytes in the row, or a key in Storage. */
export const storedDocuments = pgTable(
  "stored_documents",
  {
    id: id(),
    docType: text("doc_type", { enum: DOCUMENT_TYPES }).notNull(),
    documentId: uuid("document_id").notNull(),
    number: text("number").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull().default("application/pdf"),
    bytes: bytea("bytes"),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    sentTo: text("sent_to"),
    createdAt: createdAt(),
  },
  (t) => [
    check("stored_documents_doc_type_check", isOneOf(t.docType, DOCUMENT_TYPES)),
    check("stored_documents_content_check", sql`${t.bytes} is not null or ${t.storageKey} is not null`),
    check("stored_documents_size_check", sql`${t.sizeBytes} >= 0`),
    index("stored_documents_document_idx").on(t.docType, t.documentId, t.createdAt),
  ],
);
