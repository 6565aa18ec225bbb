// The card payments CSV, as filtered on screen (issue 16 item 6).
import type { Route } from "./+types/airwallex-orders-export";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";
import { exportAdminCardPayments } from "../../modules/payments/admin-card-payment-export.server.ts";
import { ADMIN_CARD_PAYMENT_LIST_SPEC } from "../../modules/payments/admin-card-payment-list-spec.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = readListParams(request, ADMIN_CARD_PAYMENT_LIST_SPEC);
  return exportAdminCardPayments(getServices(context).db, filters);
}
