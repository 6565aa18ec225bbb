// POST /webhooks/sandbox: the built-in test provider's webhooks, verified by the same code as Airwallex's.
import type { Route } from "./+types/webhook-sandbox";
import { getServices } from "../../context.server.ts";
import { receivePaymentWebhook } from "../../modules/payments/receive-payment-webhook.server.ts";

export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  // With the real provider configured, the sandbox does not exist.
  if (getServices(context).env.PAYMENT_PROVIDER !== "sandbox") throw new Response("Not Found", { status: 404 });
  return receivePaymentWebhook(request, context, "sandbox");
}
