// /espace/devis/:token/pdf: the PDF of the link's quote, and of no other document.
import type { Route } from "./+types/quote-pdf";
import { openPortal, portalNotFound } from "../../../modules/portal/portal-access.server.ts";
import { portalPdfResponse } from "../../../modules/portal/portal-pdf.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { link, services } = await openPortal(args, "quote");
  if (!link.quoteId) throw portalNotFound();
  return portalPdfResponse(services, "quote", link.quoteId);
}
