// The sandbox's refunds (DESIGN.md "Payments"): like Airwallex, a refund is created RECEIVED and its outcome comes
// later as signed events (reference/airwallex.md §5: refund.received, then refund.succeeded), posted to the app's own
// webhook URL with the refund object as data.object. The sandbox's refunds always succeed.
import { randomUUID } from "node:crypto";
import { toMajorUnits } from "./charge-amount.ts";
import type { RefundInput } from "./provider.ts";
import { signWebhook } from "./webhook-signature.server.ts";

export type SandboxRefund = RefundInput & { refundId: string };

/** The body Airwallex sends for a refund event: `{ id, name, accountId, created_at, data: { object: refund } }`. */
export function buildSandboxRefundEvent(refund: SandboxRefund, name: string, createdAt: Date) {
  const at = createdAt.toISOString().replace(/\.\d{3}Z$/, "+0000");
  const status = { "refund.received": "RECEIVED", "refund.succeeded": "SUCCEEDED", "refund.failed": "FAILED" }[name];
  return {
    id: `evt_sbx_${randomUUID()}`,
    name,
    accountId: "sandbox",
    created_at: at,
    data: {
      object: {
        id: refund.refundId,
        request_id: refund.requestId,
        payment_intent_id: refund.paymentId,
        amount: toMajorUnits(refund.amountMinor, refund.currency),
        currency: refund.currency,
        reason: refund.reason,
        status: status ?? "RECEIVED",
        created_at: at,
        updated_at: at,
      },
    },
  };
}

/**
 * Posts refund.received then refund.succeeded to PUBLIC_URL/webhooks/sandbox, after the refund's creation has been
 * answered (a provider's events come on their own, never inside the request that asked the refund).
 */
export function sendSandboxRefundEvents(options: {
  refund: SandboxRefund;
  webhookSecret: string;
  publicUrl: string;
  now: () => number;
  fetch?: typeof fetch;
}): Promise<void> {
  const post = async (name: string) => {
    const body = JSON.stringify(buildSandboxRefundEvent(options.refund, name, new Date(options.now())));
    const timestamp = String(options.now());
    const response = await (options.fetch ?? fetch)(new URL("/webhooks/sandbox", options.publicUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-timestamp": timestamp,
        "x-signature": signWebhook(options.webhookSecret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
  };
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => post("refund.received"))
    .then(() => post("refund.succeeded"));
}
