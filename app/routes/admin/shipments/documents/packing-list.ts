// /admin/shipments/:id/documents/packing-list[/:orderId]: the packing list of one consignee, or of the whole
// container without an order (issue 30 item 4), for the administrator only; `?download=1` saves it.
import type { Route } from "./+types/packing-list";
import { getServices } from "../../../../context.server.ts";
import { requireAdmin } from "../../../../modules/auth/admin-guard.server.ts";
import { customsPdf } from "../../../../modules/shipments/customs-documents-pdf.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const orderId = (params as { orderId?: string }).orderId;
  return customsPdf(getServices(context), {
    kind: "packing_list",
    shipmentId: params.id,
    orderId: orderId ?? null,
    disposition: new URL(request.url).searchParams.has("download") ? "attachment" : "inline",
  });
}
