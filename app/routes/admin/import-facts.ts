// What the import kept about one product (price range, minimum order, supplier, source, date), for the editor's
// <ImportedFacts productId /> (components/admin/import/imported-facts.tsx). Administrator only, checked here too.
import type { Route } from "./+types/import-facts";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { getProductImport } from "../../modules/importer/get-product-import.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!UUID.test(params.productId)) return { facts: null };
  return { facts: await getProductImport(getServices(context).db, params.productId) };
}
