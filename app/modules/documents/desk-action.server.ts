// How the document desk's actions answer a failure: a DocumentError becomes its HTTP status and the keys of its
// message (`documents:failures.<failure>` then `documents:errors.<code>`, back-office §8), which the page shows; any
// other error is logged and answered with the failure alone.
import { data } from "react-router";
import type { Logger } from "pino";
import { redirectWithToast, type ToastKeys } from "../toast/toast.server.ts";
import { isUuid } from "./desk-form.ts";
import { DocumentError, isDocumentError, type DocumentErrorCode } from "./document-error.ts";
import type { DeskError, DeskFailureKey } from "./desk-error-text.ts";
import { getDocumentT } from "./document-text.server.ts";

/** A failure's status: its code's in APP_ERRORS (the one table), 500 for what was not expected. */
export function deskErrorStatus(error: unknown): number {
  return isDocumentError(error) ? error.status : 500;
}

/** The action's answer to `error`: `{ error: { failure, code } }` with its status. */
export function deskFailure(error: unknown, failure: DeskFailureKey, logger?: Logger) {
  const code = isDocumentError(error) ? error.code : null;
  if (code === null) logger?.error({ err: error, failure }, "document desk action failed");
  const params = isDocumentError(error) && Object.keys(error.params).length ? error.params : undefined;
  return data({ error: { failure, code, params } satisfies DeskError }, { status: deskErrorStatus(error) });
}

/**
 * A record that is not there: back to its list with the spec's message ('Fournisseur non trouvé' → the list), or
 * the one `messageKey` names (a `documents` key).
 */
export function notFoundRedirect(
  env: ToastKeys,
  listPath: string,
  code: DocumentErrorCode,
  messageKey = `errors.${code}`,
): Promise<Response> {
  const t = getDocumentT();
  return redirectWithToast(env, listPath, {
    type: "error",
    title: t("admin-documents:toast.error"),
    description: t(messageKey),
  });
}

/** An action that succeeded: to `url` with the desk's 'Succès' toast, `key` (a namespaced key) as its text. */
export function deskSuccess(
  env: ToastKeys,
  url: string,
  key: string,
  params?: Record<string, unknown>,
): Promise<Response> {
  const t = getDocumentT();
  return redirectWithToast(env, url, {
    type: "success",
    title: t("admin-documents:toast.success"),
    description: t(key, params),
  });
}

/**
 * What a record page says of a record that is not there, back on its list (back-office §8): 'Devis non trouvé',
 * 'Facture non trouvée', 'Bon de commande non trouvé', 'Fournisseur non trouvé'; actions and PDFs say 'Devis
 * introuvable', 'Bon de commande introuvable'.
 */
const RECORD_NOT_FOUND_KEYS: Partial<Record<DocumentErrorCode, string>> = {
  QUOTE_NOT_FOUND: "failures.quoteNotFound",
  PURCHASE_ORDER_NOT_FOUND: "failures.purchaseOrderNotFound",
};

/**
 * A record page's data: `load(id)` for a well-formed id; a malformed id or the record's NOT_FOUND code leads back
 * to its list with the spec's message ('Devis introuvable').
 */
export async function loadDeskRecord<T>(
  env: ToastKeys,
  record: { id: string | undefined; listPath: string; notFound: DocumentErrorCode },
  load: (id: string) => Promise<T>,
): Promise<T> {
  try {
    if (!isUuid(record.id)) throw new DocumentError(record.notFound);
    return await load(record.id);
  } catch (error) {
    if (isDocumentError(error, record.notFound)) {
      const key = RECORD_NOT_FOUND_KEYS[record.notFound];
      throw await notFoundRedirect(env, record.listPath, record.notFound, key);
    }
    throw error;
  }
}

/** The id an action works on: a malformed one becomes an id no row has, so the module answers 'not found'. */
export function recordIdOf(id: string | undefined): string {
  return isUuid(id) ? id : "00000000-0000-0000-0000-000000000000";
}
