// POST /admin/orders/:id/tracking: the order page's 'Suivi' card: intent milestone (one step, one email to the
// buyer), send-link or revoke-link. The administrator is checked here; the answer is JSON.
import type { Route } from "./+types/order-tracking";
import { orderTrackingAction } from "../../../modules/portal/admin-portal-action.server.ts";

export async function action(args: Route.ActionArgs) {
  return orderTrackingAction(args, args.params.id);
}
