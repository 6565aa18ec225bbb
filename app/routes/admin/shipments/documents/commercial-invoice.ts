// /admin/shipments/:id/documents/commercial-invoice/:orderId: a consignee's commercial invoice (issue 30 item 4),
// for the administrator only, inline for the browser to show or print; `?download=1` saves it.
import type { Route } from "./+types/commercial-invoice";
import { getServices } from "../../../../context.server.ts";
import { requireAdmin } from "../../../../modules/auth/admin-guard.server.ts";
import { customsPdf } from "../../../../modules/shipments/customs-documents-pdf.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return customsPdf(getServices(context), {
    kind: "commercial_invoice",
    shipmentId: params.id,
    orderId: params.orderId,
    disposition: new URL(request.url).searchParams.has("download") ? "attachment" : "inline",
  });
}
