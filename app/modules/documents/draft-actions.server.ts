// How the quote and purchase-order editors answer the draft steps (decision 013): the editor at /new whose first
// save makes the document and takes its number, and 'Supprimer le brouillon' of a draft never sent.
import type { Logger } from "pino";
import type { Db } from "../../db/db.server.ts";
import type { ToastKeys } from "../toast/toast.server.ts";
import { deleteDraftDocument } from "./delete-draft-document.server.ts";
import { deskFailure, deskSuccess, recordIdOf } from "./desk-action.server.ts";

export type DraftType = "quote" | "purchase_order";

const LIST_PATHS: Record<DraftType, string> = { quote: "/admin/quotes", purchase_order: "/admin/purchase-orders" };

/** After the first save: to the new document's editor, with 'BPE-DV-… créé'. */
export function draftCreated(env: ToastKeys, type: DraftType, created: { id: string; number: string }) {
  return deskSuccess(env, `${LIST_PATHS[type]}/${created.id}`, "admin-documents:drafts.created", {
    number: created.number,
  });
}

/** Deletes the draft `id` (a malformed id is 'not found') and goes back to its list, or answers the failure. */
export async function deleteDraftAction(options: {
  db: Db;
  env: ToastKeys;
  logger: Logger;
  actor: string;
  type: DraftType;
  id: string | undefined;
}) {
  const { db, env, logger, actor, type } = options;
  try {
    const number = await deleteDraftDocument({ db, actor, type, id: recordIdOf(options.id) });
    return await deskSuccess(env, LIST_PATHS[type], "admin-documents:drafts.deleted", { number });
  } catch (error) {
    return deskFailure(error, "deleteDraft", logger);
  }
}
