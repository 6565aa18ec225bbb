// The leads CSV, as filtered on screen (issue 16 item 6).
import type { Route } from "./+types/leads-export";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";
import { exportAdminLeads } from "../../modules/sales/admin-lead-export.server.ts";
import { ADMIN_LEAD_LIST_SPEC } from "../../modules/sales/admin-lead-list-spec.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = readListParams(request, ADMIN_LEAD_LIST_SPEC);
  return exportAdminLeads(getServices(context).db, filters);
}
