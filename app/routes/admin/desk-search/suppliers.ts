// GET /admin/suppliers/search?q= → the suppliers whose name or email contains q (20 at most), as JSON: the supplier
// picker of a purchase order reads it.
import type { Route } from "./+types/suppliers";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { readPickerSearch, searchSuppliers } from "../../../modules/documents/desk-options.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { q } = readPickerSearch(request);
  const suppliers = q ? await searchSuppliers(getServices(context).db, q) : [];
  return Response.json({ suppliers }, { headers: { "Cache-Control": "no-store" } });
}
