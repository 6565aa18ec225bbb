// POST /webhooks/airwallex: verify the signature on the raw body, then hand the event to the payments module
// (STYLE.md §2, like documenso's stripe.webhook.ts). 200 once recorded; 401 for a bad signature, nothing changed.
import type { Route } from "./+types/webhook-airwallex";
import { receivePaymentWebhook } from "../../modules/payments/receive-payment-webhook.server.ts";

export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return receivePaymentWebhook(request, context, "airwallex");
}
