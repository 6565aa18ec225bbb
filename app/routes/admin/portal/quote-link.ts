// POST /admin/quotes/:id/link: send the buyer a new link to the quote's page (intent send-link) or revoke its links
// (revoke-link). The administrator is checked here; the answer is JSON.
import type { Route } from "./+types/quote-link";
import { quoteLinkAction } from "../../../modules/portal/admin-portal-action.server.ts";

export async function action(args: Route.ActionArgs) {
  return quoteLinkAction(args, args.params.id);
}
