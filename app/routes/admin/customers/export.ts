// The customers CSV, as filtered on screen (issue 16 item 6).
import type { Route } from "./+types/export";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { exportAdminCustomers } from "../../../modules/sales/admin-customer-export.server.ts";
import { ADMIN_CUSTOMER_LIST_SPEC } from "../../../modules/sales/admin-customer-list-spec.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = readListParams(request, ADMIN_CUSTOMER_LIST_SPEC);
  return exportAdminCustomers(getServices(context).db, filters);
}
