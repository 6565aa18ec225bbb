// /admin/leads/{id}, the link of the new-lead notification email: the leads page with that lead's dialog open.
import { redirect } from "react-router";
import type { Route } from "./+types/leads-open";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect(`/admin/leads?lead=${encodeURIComponent(params.id)}`);
}
