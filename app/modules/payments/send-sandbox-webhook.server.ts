// What the sandbox's hosted page does when the tester chooses: the same events, body shape and signature as
// Airwallex (reference/airwallex.md §5), posted to the app's own webhook URL.
import { randomUUID } from "node:crypto";
import { toMajorUnits } from "./charge-amount.ts";
import { deriveSandboxSecret, type SandboxSession } from "./sandbox-provider.server.ts";
import { signWebhook } from "./webhook-signature.server.ts";

export type SandboxChoice = "pay" | "decline" | "cancel";

export type SendSandboxWebhookOptions = {
  session: SandboxSession;
  choice: SandboxChoice;
  sessionSecret: string;
  publicUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
};

/** Builds the event a choice raises: succeeded, a failed attempt (the intent goes back to REQUIRES_PAYMENT_METHOD), or cancelled. */
export function buildSandboxEvent(session: SandboxSession, choice: SandboxChoice, createdAt: Date) {
  const intent = {
    id: session.paymentId,
    amount: toMajorUnits(session.amountMinor, session.currency),
    currency: session.currency,
    merchant_order_id: session.merchantOrderId,
    metadata: { kind: session.kind, order_id: session.merchantOrderId },
    status: { pay: "SUCCEEDED", decline: "REQUIRES_PAYMENT_METHOD", cancel: "CANCELLED" }[choice],
  };
  const object =
    choice === "decline"
      ? {
          id: `att_sbx_${randomUUID()}`,
          payment_intent_id: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          merchant_order_id: intent.merchant_order_id,
          status: "AUTHORIZATION_FAILED",
        }
      : intent;
  const name = {
    pay: "payment_intent.succeeded",
    decline: "payment_attempt.authorization_failed",
    cancel: "payment_intent.cancelled",
  }[choice];
  return {
    id: `evt_sbx_${randomUUID()}`,
    name,
    accountId: "sandbox",
    created_at: createdAt.toISOString().replace(/\.\d{3}Z$/, "+0000"),
    data: { object },
  };
}

/** Posts the signed event to PUBLIC_URL/webhooks/sandbox (loopback in tests) and returns the HTTP status. */
export async function sendSandboxWebhook(options: SendSandboxWebhookOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const body = JSON.stringify(buildSandboxEvent(options.session, options.choice, new Date(now())));
  const timestamp = String(now());
  const secret = deriveSandboxSecret(options.sessionSecret, "webhook");
  const response = await (options.fetch ?? fetch)(new URL("/webhooks/sandbox", options.publicUrl), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-timestamp": timestamp,
      "x-signature": signWebhook(secret, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}
