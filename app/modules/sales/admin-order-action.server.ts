// The order page's action (issue 16): intent=status or intent=notes, for the administrator only. A success goes back
// to the page with a toast; a refused change answers 409 with the reason shown beside the field.
import { data } from "react-router";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../auth/admin-guard.server.ts";
import { getFrenchCatalog } from "../i18n/french-catalog.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { runOverpaymentAction } from "../payments/overpayment-action.server.ts";
import { isOverpaymentIntent } from "../payments/overpayment-intents.ts";
import { getPaymentServices } from "../payments/payment-services.server.ts";
import { readFormData } from "../security/read-form-data.server.ts";
import { redirectWithToast } from "../toast/toast.server.ts";
import { changeOrderStatus, saveOrderNotes } from "./admin-order-update.server.ts";
import { isOrderId } from "./admin-order.server.ts";
import { ADMIN_NOTES_MAX_LENGTH } from "./order-notes.ts";
import { isOrderStatus } from "./order-status.ts";

type ContextReader = Parameters<typeof getServices>[0];

const text = getFrenchCatalog("admin-orders").detail;
const t = getServerT("fr", "admin-orders");

export type OrderActionError = { intent: "status" | "notes" | "overpayment"; error: string };

export async function runOrderAction(request: Request, context: ContextReader, id: string | undefined) {
  const { email } = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  if (!isOrderId(id)) throw data(text.notFound, { status: 404 });
  const orderId = id.toLowerCase();
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const back = `/admin/orders/${orderId}`;

  if (intent === "status") {
    const to = formData.get("status");
    if (!isOrderStatus(to)) throw data("Statut inconnu", { status: 400 });
    const result = await changeOrderStatus(db, { orderId, to, actor: email });
    if (result.ok) {
      return redirectWithToast(
        env,
        back,
        { type: "success", title: t("detail.status.changed", { status: t(`statuses.${to}`) }) },
        { status: 303 },
      );
    }
    if (result.reason === "notFound") throw data(text.notFound, { status: 404 });
    if (result.reason === "unchanged")
      return redirectWithToast(env, back, { type: "info", title: text.status.unchanged }, { status: 303 });
    return data<OrderActionError>({ intent: "status", error: text.status.verifiedPayment }, { status: 409 });
  }

  if (intent === "notes") {
    const notes = formData.get("notes");
    if (typeof notes !== "string") throw data("Notes manquantes", { status: 400 });
    if (notes.trim().length > ADMIN_NOTES_MAX_LENGTH)
      return data<OrderActionError>(
        { intent: "notes", error: t("detail.notes.tooLong", { max: ADMIN_NOTES_MAX_LENGTH }) },
        { status: 400 },
      );
    const saved = await saveOrderNotes(db, { orderId, notes, actor: email });
    if (!saved) throw data(text.notFound, { status: 404 });
    return redirectWithToast(env, back, { type: "success", title: text.notes.saved }, { status: 303 });
  }

  if (isOverpaymentIntent(intent)) {
    const { provider } = getPaymentServices(context);
    const result = await runOverpaymentAction(db, { intent, form: formData, orderId, actor: email, provider });
    if (result.ok) return redirectWithToast(env, back, { type: "success", title: result.message }, { status: 303 });
    return data<OrderActionError>({ intent: "overpayment", error: result.error }, { status: result.status });
  }

  throw data("Action inconnue", { status: 400 });
}
