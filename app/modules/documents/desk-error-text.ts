// The sentence a document action's failure shows (back-office §8): the failure, then the reason,
// 'Impossible d'enregistrer le devis: Devis introuvable'. Pure: the server's toasts and the pages use it.
import type { TFunction } from "../i18n/i18n.ts";
import type { DocumentErrorCode } from "./document-error.ts";

/** Keys of `documents:failures`. */
export type DeskFailureKey =
  | "saveQuote"
  | "saveInvoice"
  | "markPaid"
  | "createQuote"
  | "convertQuote"
  | "extendQuote"
  | "createPurchaseOrder"
  | "createDepositInvoice"
  | "createBalanceInvoice"
  | "createSupplier"
  | "saveSupplier"
  | "deleteSupplier"
  | "savePurchaseOrder"
  | "sendFailed"
  | "createCreditNote"
  | "createCardInvoice"
  | "deleteDraft"
  | "loadQuotes"
  | "loadInvoices"
  | "loadCreditNotes"
  | "loadPurchaseOrders"
  | "loadSuppliers";

export type DeskError = {
  failure: DeskFailureKey;
  code: DocumentErrorCode | null;
  /** Values of the reason's message ('{{due}}', '{{numbers}}'). */
  params?: Record<string, string | number>;
};

/** `t` reads the `documents` catalog ('documents:' prefixed keys). */
export function deskErrorText(error: DeskError, t: TFunction): string {
  if (error.code === "NUMBERING_FAILED") return t("documents:errors.NUMBERING_FAILED");
  const failure = t(`documents:failures.${error.failure}`);
  if (error.code) return `${failure}: ${t(`documents:errors.${error.code}`, error.params ?? {})}`;
  // The spec words these two with a reason ('Impossible de charger les factures: ...'), the other lists without.
  const hasReason = error.failure === "loadQuotes" || error.failure === "loadInvoices";
  return hasReason ? `${failure}: ${t("documents:failures.unexpected")}` : failure;
}
