// POST /admin/shipments/:id/documents/send/:orderId: emails a consignee their commercial invoice and packing list,
// with the shipment's bill of lading when one is on file (issue 30 item 4). Administrator only; back to the shipment
// with a toast, the reason in French when nothing was sent.
import { data } from "react-router";
import type { Route } from "./+types/send";
import { getServices } from "../../../../context.server.ts";
import { requireAdmin } from "../../../../modules/auth/admin-guard.server.ts";
import { isUuid } from "../../../../modules/documents/desk-form.ts";
import { loadDocumentCompany } from "../../../../modules/documents/document-company.server.ts";
import { appErrorMessage } from "../../../../modules/errors/app-error-response.server.ts";
import { getServerT } from "../../../../modules/i18n/get-server-t.server.ts";
import { readFormData } from "../../../../modules/security/read-form-data.server.ts";
import { isCustomsError } from "../../../../modules/shipments/customs-error.ts";
import { sendCustomsDocuments } from "../../../../modules/shipments/customs-documents-send.server.tsx";
import { redirectWithToast } from "../../../../modules/toast/toast.server.ts";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const { db, env, storage } = getServices(context);
  const t = getServerT("fr", "customs-documents");
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  if (!isUuid(params.id) || !isUuid(params.orderId)) throw data(t("admin.notFound"), { status: 404 });
  await readFormData(request);
  const shipmentId = params.id.toLowerCase();
  const back = `/admin/shipments/${shipmentId}`;
  try {
    const sent = await sendCustomsDocuments({
      db,
      storage,
      actor: email,
      shipmentId,
      orderId: params.orderId.toLowerCase(),
      company: await loadDocumentCompany(db, env),
    });
    return redirectWithToast(
      env,
      back,
      { type: "success", title: t("admin.sent", { email: sent.to }) },
      { status: 303 },
    );
  } catch (error) {
    if (isCustomsError(error) && error.status === 404) throw data(appErrorMessage(error, "fr"), { status: 404 });
    if (isCustomsError(error) && error.status < 500)
      return redirectWithToast(env, back, { type: "error", title: appErrorMessage(error, "fr") }, { status: 303 });
    throw error;
  }
}
