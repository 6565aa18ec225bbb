// The actions of the shipment pages (issue 30 items 2, 3 and 5): one intent each, checked on the server, answered
// like the other admin actions (a redirect back with a toast; the form's own messages with a 400). The caller has
// checked the administrator.
import { data } from "react-router";
import type { Db } from "../../db/db.server.ts";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "../../db/schema/index.ts";
import { appErrorMessage } from "../errors/app-error-response.server.ts";
import { AppError, isAppError } from "../errors/app-error.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { PortalMailSettings } from "../portal/portal-mails.server.tsx";
import { redirectWithToast, type ToastKeys } from "../toast/toast.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { deleteShipment, deleteShipmentFile } from "./shipment-delete.server.ts";
import { addShipmentFile, isShipmentFileKind } from "./shipment-files.server.ts";
import { parseShipmentForm } from "./shipment-form.ts";
import {
  addOrderToShipment,
  createShipment,
  removeOrderFromShipment,
  setShipmentStatus,
  updateShipment,
} from "./shipment-write.server.ts";

type ActionContext = { db: Db; env: ToastKeys; mail: PortalMailSettings; actor: string; storage?: Storage };

const t = getServerT("fr", "shipments");
/** The failure's French message (the back office's language). */
const say = (error: AppError<"shipment">) => appErrorMessage(error as AppError, "fr");
const fields = (formData: FormData) =>
  Object.fromEntries(
    [...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

/** The new-shipment page's form: the shipment made, or the form's messages. */
export async function createShipmentAction(context: ActionContext, formData: FormData) {
  const parsed = parseShipmentForm(fields(formData));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  try {
    const { id } = await createShipment(context.db, { actor: context.actor, values: parsed.values });
    return redirectWithToast(context.env, `/admin/shipments/${id}`, {
      type: "success",
      title: t("admin.toasts.created"),
    });
  } catch (error) {
    if (isAppError(error, "shipment")) return data({ errors: { reference: say(error) } }, { status: error.status });
    throw error;
  }
}

/** The detail page's intents: save, status, add-order, remove-order, upload-file, delete-file, delete. */
export async function shipmentDetailAction(context: ActionContext, id: string, formData: FormData) {
  const back = `/admin/shipments/${id}`;
  const intent = formData.get("intent");
  try {
    if (intent === "save") {
      const parsed = parseShipmentForm(fields(formData));
      if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
      await updateShipment(context.db, { id, actor: context.actor, mail: context.mail, values: parsed.values });
      return redirectWithToast(context.env, back, { type: "success", title: t("admin.toasts.saved") });
    }
    if (intent === "status") {
      const status = formData.get("status");
      if (!SHIPMENT_STATUSES.includes(status as ShipmentStatus)) throw data("Statut inconnu", { status: 400 });
      const synced = await setShipmentStatus(context.db, {
        id,
        status: status as ShipmentStatus,
        actor: context.actor,
        mail: context.mail,
      });
      const count = synced.filter((row) => row.mailId).length;
      return redirectWithToast(context.env, back, { type: "success", title: t("admin.toasts.status", { count }) });
    }
    if (intent === "add-order" || intent === "remove-order") {
      const orderId = String(formData.get("orderId") ?? "");
      if (intent === "add-order") {
        const marks =
          String(formData.get("marks") ?? "")
            .trim()
            .slice(0, 200) || null;
        await addOrderToShipment(context.db, { id, orderId, marks, actor: context.actor, mail: context.mail });
      } else await removeOrderFromShipment(context.db, { id, orderId, actor: context.actor });
      return redirectWithToast(context.env, back, {
        type: "success",
        title: t(intent === "add-order" ? "admin.toasts.added" : "admin.toasts.removed"),
      });
    }
    if (intent === "upload-file" && context.storage) {
      const file = formData.get("file");
      const kind = formData.get("kind");
      if (!(file instanceof File) || !isShipmentFileKind(kind)) throw new AppError("shipment", "FILE_INVALID");
      await addShipmentFile(context.db, context.storage, {
        id,
        kind,
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        actor: context.actor,
      });
      return redirectWithToast(context.env, back, { type: "success", title: t("admin.toasts.uploaded") });
    }
    if (intent === "delete-file") {
      const fileId = String(formData.get("fileId") ?? "");
      await deleteShipmentFile(context.db, context.storage, { id, fileId, actor: context.actor });
      return redirectWithToast(context.env, back, { type: "success", title: t("admin.toasts.fileRemoved") });
    }
    if (intent === "delete") {
      const { reference } = await deleteShipment(context.db, context.storage, { id, actor: context.actor });
      return redirectWithToast(context.env, "/admin/shipments", {
        type: "success",
        title: t("admin.toasts.deleted", { reference }),
      });
    }
    throw data("Action inconnue", { status: 400 });
  } catch (error) {
    if (!isAppError(error, "shipment")) throw error;
    if (error.code === "NOT_FOUND" || error.code === "FILE_NOT_FOUND") throw data(say(error), { status: 404 });
    if (intent === "save" && error.code === "REFERENCE_TAKEN")
      return data({ errors: { reference: say(error) } }, { status: error.status });
    return redirectWithToast(context.env, back, {
      type: "error",
      title: t("admin.toasts.failed"),
      description: say(error),
    });
  }
}
