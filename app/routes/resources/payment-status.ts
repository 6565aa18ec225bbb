// GET /payments/status?kind=card|deposit&orderId=…: what the result pages poll. The answer comes from the database,
// refreshed by a server-side status query to the provider while the order is pending; never from the browser.
import type { Route } from "./+types/payment-status";
import { isOrderId } from "../../modules/payments/get-payment-orders.server.ts";
import { getPaymentServices } from "../../modules/payments/payment-services.server.ts";
import { refreshPaymentStatus } from "../../modules/payments/refresh-payment-status.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  const orderId = url.searchParams.get("orderId");
  if ((kind !== "card" && kind !== "deposit") || !isOrderId(orderId)) {
    return Response.json(
      { error: "kind (card|deposit) and orderId (uuid) are required" },
      { status: 400, headers: NO_STORE },
    );
  }
  const { db, provider, mail, logger } = getPaymentServices(context);
  const status = await refreshPaymentStatus(db, {
    provider,
    kind,
    orderId,
    mail,
    onError: (error) => logger.warn({ err: error, orderId }, "payment status query failed"),
  });
  if (!status) return Response.json({ error: "not found" }, { status: 404, headers: NO_STORE });
  return Response.json({ status }, { headers: NO_STORE });
}
