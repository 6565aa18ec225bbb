// The documents vocabulary: statuses of quotes, invoices, purchase orders and credit notes, payment methods, document
// types, supplier languages. Plain values shared by the database schema (app/db/schema/documents.ts), the server and
// the browser.

/** The specification's five, and `expired`: a sent quote past its validity date (issue 31), set by the scheduler. */
export const QUOTE_STATUSES = ["draft", "sent", "accepted", "rejected", "converted", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** 'issued' is only known to list badges (back-office §4); the editor offers the other four. */
export const INVOICE_STATUSES = ["draft", "issued", "sent", "paid", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_KINDS = ["standard", "deposit", "balance"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const PURCHASE_ORDER_STATUSES = ["draft", "sent", "confirmed", "fulfilled", "cancelled"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** A credit note (avoir) is issued at creation, as the correction of an issued invoice; it is never edited. */
export const CREDIT_NOTE_STATUSES = ["issued", "sent"] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "cheque", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DOCUMENT_TYPES = ["quote", "invoice", "purchase_order", "credit_note"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const LINE_PARENT_TYPES = ["quote", "invoice", "credit_note"] as const;
export type LineParentType = (typeof LINE_PARENT_TYPES)[number];

/** The buyer as printed on an invoice or credit note, kept so a later edit of the customer does not rewrite it. */
export type BuyerSnapshot = {
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  /** The billing (postal) address. */
  address: string | null;
  /** Absent from snapshots taken before it existed. */
  deliveryAddress?: string | null;
  location: string | null;
  /** Numéro TAHITI. */
  taxId: string | null;
};

/** The language of a supplier's purchase orders and their email (DESIGN.md ruling 18): English unless set. */
export const SUPPLIER_LANGUAGES = ["en", "fr"] as const;
export type SupplierLanguage = (typeof SUPPLIER_LANGUAGES)[number];
