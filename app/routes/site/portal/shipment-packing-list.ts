// /espace/commande/:token/expedition/liste-de-colisage: the buyer's packing list for the shipment their order
// travels in (issue 30 item 4); the site's 404 when the order is in no shipment.
import type { Route } from "./+types/shipment-packing-list";
import { shipmentDocumentForBuyer } from "../../../modules/shipments/customs-documents-portal.server.ts";

export async function loader(args: Route.LoaderArgs) {
  return shipmentDocumentForBuyer(args, "packing_list");
}
