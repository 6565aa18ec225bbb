// GET /admin/customers/search?q= → the customers whose name, email or company contains q, as JSON: the customer
// picker of the documents desk reads it.
import type { Route } from "./+types/search";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { searchCustomers } from "../../../modules/sales/admin-customer-list.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const customers = await searchCustomers(getServices(context).db, q);
  return Response.json({ customers }, { headers: { "Cache-Control": "no-store" } });
}
