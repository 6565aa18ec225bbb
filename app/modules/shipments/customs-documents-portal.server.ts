// A buyer's customs documents from their order's private link (issue 30 item 4): the link's order only, in the
// shipment it travels in; the site's 404 for an order in no shipment, like any unknown page.
import type { CustomsDocumentKind } from "../documents/pdf/render-customs-document.server.tsx";
import { openPortal, PORTAL_HEADERS, portalNotFound } from "../portal/portal-access.server.ts";
import { customsPdf, shipmentOfOrder } from "./customs-documents-pdf.server.ts";

type PortalArgs = Parameters<typeof openPortal>[0];

export async function shipmentDocumentForBuyer(args: PortalArgs, kind: CustomsDocumentKind): Promise<Response> {
  const { link, locale, services } = await openPortal(args, "order");
  if (!link.orderId) throw portalNotFound();
  const shipmentId = await shipmentOfOrder(services.db, link.orderId);
  if (!shipmentId) throw portalNotFound();
  const response = await customsPdf(services, {
    kind,
    shipmentId,
    orderId: link.orderId,
    disposition: "attachment",
    locale,
  });
  for (const [name, value] of Object.entries(PORTAL_HEADERS)) response.headers.set(name, value);
  return response;
}
