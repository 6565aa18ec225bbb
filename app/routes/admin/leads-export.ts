// The leads CSV, as filtered on screen (issue 16 item 6).
import type { Route } from "./+types/leads-export";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { parseListParams } from "../../modules/lists/list-params.ts";
import { exportAdminLeads } from "../../modules/sales/admin-lead-export.server.ts";
import { ADMIN_LEAD_LIST_SPEC } from "../../modules/sales/admin-lead-list-spec.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = parseListParams(new URL(request.url).searchParams, ADMIN_LEAD_LIST_SPEC);
  return exportAdminLeads(getServices(context).db, filters);
}
