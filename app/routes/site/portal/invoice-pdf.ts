// /espace/commande/:token/factures/:invoiceId: an issued invoice of the link's order, and of no other order.
import type { Route } from "./+types/invoice-pdf";
import { isUuid } from "../../../modules/documents/desk-form.ts";
import { findVisibleInvoice } from "../../../modules/portal/order-view.server.ts";
import { openPortal, portalNotFound } from "../../../modules/portal/portal-access.server.ts";
import { portalPdfResponse } from "../../../modules/portal/portal-pdf.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { link, services } = await openPortal(args, "order");
  const invoiceId = args.params.invoiceId;
  if (!link.orderId || !isUuid(invoiceId)) throw portalNotFound();
  const invoice = await findVisibleInvoice(services.db, link.orderId, invoiceId);
  if (!invoice) throw portalNotFound();
  return portalPdfResponse(services, "invoice", invoice.id);
}
