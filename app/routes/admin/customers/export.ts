// The customers CSV, as filtered on screen (issue 16 item 6).
import type { Route } from "./+types/export";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { parseListParams } from "../../../modules/lists/list-params.ts";
import { exportAdminCustomers } from "../../../modules/sales/admin-customer-export.server.ts";
import { ADMIN_CUSTOMER_LIST_SPEC } from "../../../modules/sales/admin-customer-list-spec.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = parseListParams(new URL(request.url).searchParams, ADMIN_CUSTOMER_LIST_SPEC);
  return exportAdminCustomers(getServices(context).db, filters);
}
