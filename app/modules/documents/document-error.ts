/**
 * Expected failures of the document actions. Each code has its French message in app/locales/fr/documents.json
 * (`errors.<CODE>`, back-office §8); routes turn a code into a status and that message.
 */
export const DOCUMENT_ERROR_CODES = [
  /** No quote has this id ('Devis introuvable'). */
  "QUOTE_NOT_FOUND",
  /** No invoice has this id ('Facture non trouvée'). */
  "INVOICE_NOT_FOUND",
  /** No credit note has this id. */
  "CREDIT_NOTE_NOT_FOUND",
  /** No purchase order has this id ('Bon de commande introuvable'). */
  "PURCHASE_ORDER_NOT_FOUND",
  /** A purchase order action was called without an id ('ID du bon de commande manquant'). */
  "PURCHASE_ORDER_ID_MISSING",
  /** No supplier has this id ('Fournisseur non trouvé'). */
  "SUPPLIER_NOT_FOUND",
  /** A supplier needs a name. */
  "SUPPLIER_NAME_REQUIRED",
  /** The supplier is named on purchase orders and cannot be deleted. */
  "SUPPLIER_IN_USE",
  /** No order has this id. */
  "ORDER_NOT_FOUND",
  /** No customer has this id. */
  "CUSTOMER_NOT_FOUND",
  /** The counter row could not give a number ('Erreur lors de la génération du numéro'). */
  "NUMBERING_FAILED",
  /** The quote was already converted into an invoice. */
  "QUOTE_ALREADY_CONVERTED",
  /** The invoice was issued (sent, paid or marked so): its lines, amounts, currency and buyer are frozen. */
  "INVOICE_FROZEN",
  /** The invoice is cancelled: no payment, credit note or sending. */
  "INVOICE_CANCELLED",
  /** A credit note corrects an issued invoice only; a draft is simply edited. */
  "INVOICE_NOT_ISSUED",
  /** The credit note is empty or larger than what is left to credit on the invoice. */
  "CREDIT_NOTE_AMOUNT_INVALID",
  /** A payment needs an amount above 0 and a valid date. */
  "PAYMENT_INVALID",
  /** The invoice is already paid in full. */
  "INVOICE_ALREADY_PAID",
  /** The order already has a deposit invoice (or, for BALANCE, a balance invoice). */
  "DEPOSIT_INVOICE_EXISTS",
  "BALANCE_INVOICE_EXISTS",
  /** A balance invoice needs the order's deposit invoice first. */
  "DEPOSIT_INVOICE_MISSING",
  /** The currency is not one a document can be written in (USD, EUR, XPF). */
  "CURRENCY_INVALID",
  /** Sending needs a recipient ('L'adresse email est obligatoire'). */
  "EMAIL_REQUIRED",
  /** The recipient is not an email address. */
  "EMAIL_INVALID",
  /** Sending to the customer's address, but the customer has none ('Aucune adresse email renseignée pour ce client'). */
  "CUSTOMER_EMAIL_MISSING",
  /** The PDF could not be made ('PDF generation failed'). */
  "PDF_FAILED",
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

export class DocumentError extends Error {
  override name = "DocumentError";
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string = code, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isDocumentError(error: unknown, code?: DocumentErrorCode): error is DocumentError {
  return error instanceof DocumentError && (code === undefined || error.code === code);
}
