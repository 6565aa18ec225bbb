// /espace/commande/:token/expedition/facture-commerciale: the buyer's commercial invoice for the shipment their
// order travels in (issue 30 item 4); the site's 404 when the order is in no shipment.
import type { Route } from "./+types/shipment-commercial-invoice";
import { shipmentDocumentForBuyer } from "../../../modules/shipments/customs-documents-portal.server.ts";

export async function loader(args: Route.LoaderArgs) {
  return shipmentDocumentForBuyer(args, "commercial_invoice");
}
