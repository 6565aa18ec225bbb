// GET /admin/products/search?q=&price=sale|purchase → the catalogue products whose title or slug contains q (20 at
// most), with the price a document line takes from each, as JSON: the product picker of a document's lines reads it.
import type { Route } from "./+types/products";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { readPickerSearch, searchProducts } from "../../../modules/documents/desk-options.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { q, price } = readPickerSearch(request);
  const products = q ? await searchProducts(getServices(context).db, q, price) : [];
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}
