// The real provider: Airwallex payment intents paid on its hosted payment page (reference/airwallex.md §4, §5).
import { createAirwallexClient, type AirwallexClient } from "./airwallex-client.server.ts";
import { fromMajorUnits, toMajorUnits } from "./charge-amount.ts";
import {
  PaymentProviderError,
  WebhookVerificationError,
  type CheckoutSession,
  type CreateCheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
} from "./provider.ts";
import { verifyWebhookSignature } from "./webhook-signature.server.ts";
import { deriveCheckoutUrl } from "./checkout-url.ts";
import { readRefundEvent } from "./refund-event.ts";

export { deriveCheckoutUrl };

export type AirwallexProviderOptions = {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  /** Hosted checkout origin; derived from the API base URL when absent. */
  checkoutUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
};

type Intent = {
  id: string;
  request_id?: string;
  status?: string;
  amount?: number;
  currency?: string;
  merchant_order_id?: string;
  client_secret?: string;
};

/** No payment_intent.failed exists: a failed attempt raises one of these and the intent may be retried (reference §5). */
const FAILED_ATTEMPT_EVENTS = new Set([
  "payment_attempt.authorization_failed",
  "payment_attempt.capture_failed",
  "payment_attempt.authentication_failed",
  "payment_attempt.failed_to_process",
  "payment_attempt.expired",
  "payment_attempt.risk_declined",
]);

const HOSTED_LOCALES = { fr: "fr", en: "en", zh: "zh" } as const;

export function mapIntentStatus(status: string | undefined): PaymentState {
  if (status === "SUCCEEDED") return "succeeded";
  if (status === "CANCELLED") return "cancelled";
  return "pending";
}

function toStatus(intent: Intent): PaymentStatus {
  const currency = typeof intent.currency === "string" ? intent.currency : null;
  return {
    paymentId: intent.id,
    state: mapIntentStatus(intent.status),
    providerStatus: intent.status ?? "UNKNOWN",
    amountMinor: typeof intent.amount === "number" && currency ? fromMajorUnits(intent.amount, currency) : null,
    currency,
    merchantOrderId: intent.merchant_order_id ?? null,
  };
}

export function createAirwallexProvider(options: AirwallexProviderOptions): PaymentProvider {
  const client: AirwallexClient = createAirwallexClient(options);
  const checkoutUrl = (options.checkoutUrl ?? deriveCheckoutUrl(options.baseUrl)).replace(/\/+$/, "");

  async function retrieve(id: string): Promise<Intent> {
    return client.request<Intent>("GET", `/api/v1/pa/payment_intents/${encodeURIComponent(id)}`);
  }

  /** A reused request_id answers 400 duplicate_request without the intent; find it by our order id (reference §6). */
  async function findByRequestId(merchantOrderId: string, requestId: string): Promise<Intent | undefined> {
    const list = await client.request<{ items?: Intent[] }>(
      "GET",
      `/api/v1/pa/payment_intents?merchant_order_id=${encodeURIComponent(merchantOrderId)}`,
    );
    const found = list.items?.find((item) => item.request_id === requestId);
    return found ? retrieve(found.id) : undefined;
  }

  function hostedPageUrl(intent: Intent, input: CreateCheckoutInput): string {
    if (!intent.client_secret) return "";
    // The parameters travel in the fragment, as the JS SDK's redirectToCheckout builds them (reference §4).
    const params = new URLSearchParams({
      intent_id: intent.id,
      client_secret: intent.client_secret,
      mode: "payment",
      currency: input.currency,
      amount: String(toMajorUnits(input.amountMinor, input.currency)),
      successUrl: input.successUrl,
      failUrl: input.failUrl,
      cancelUrl: input.cancelUrl,
      locale: HOSTED_LOCALES[input.locale],
    });
    return `${checkoutUrl}/#/standalone/checkout?${params.toString()}`;
  }

  return {
    name: "airwallex",

    async createCheckout(input): Promise<CheckoutSession> {
      let intent: Intent;
      try {
        intent = await client.request<Intent>("POST", "/api/v1/pa/payment_intents/create", {
          request_id: input.requestId,
          amount: toMajorUnits(input.amountMinor, input.currency),
          currency: input.currency,
          merchant_order_id: input.merchantOrderId,
          return_url: input.successUrl,
          descriptor: "BPE Polynesie",
          metadata: { kind: input.kind, order_id: input.merchantOrderId },
          order: { products: [{ name: input.description.slice(0, 200), quantity: 1 }] },
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError && error.code === "duplicate_request")) throw error;
        const existing = await findByRequestId(input.merchantOrderId, input.requestId);
        if (!existing) throw error;
        intent = existing;
      }
      if (typeof intent.id !== "string" || !intent.id) {
        throw new PaymentProviderError("Airwallex created an intent without id", { status: 502, code: "bad_response" });
      }
      return { paymentId: intent.id, url: hostedPageUrl(intent, input) };
    },

    parseWebhook(rawBody, headers, now): PaymentEvent {
      verifyWebhookSignature({
        secret: options.webhookSecret,
        rawBody,
        timestamp: headers.get("x-timestamp"),
        signature: headers.get("x-signature"),
        now,
      });
      return parseAirwallexEvent(rawBody);
    },

    async getPaymentStatus(paymentId) {
      return toStatus(await retrieve(paymentId));
    },

    /** POST /api/v1/pa/refunds/create, with request_id as its idempotency key (reference §5, §6). */
    async refundPayment(input) {
      const refund = await client.request<{ id?: unknown }>("POST", "/api/v1/pa/refunds/create", {
        request_id: input.requestId,
        payment_intent_id: input.paymentId,
        amount: toMajorUnits(input.amountMinor, input.currency),
        reason: input.reason.slice(0, 128),
      });
      if (typeof refund.id !== "string" || !refund.id) {
        throw new PaymentProviderError("Airwallex created a refund without id", { status: 502, code: "bad_response" });
      }
      return { refundId: refund.id };
    },
  };
}

type EventBody = { id?: unknown; name?: unknown; data?: { object?: Record<string, unknown> } };

/** Reads a verified Airwallex (or sandbox) event body: `{ id, name, accountId, data: { object } }`. */
export function parseAirwallexEvent(rawBody: string): PaymentEvent {
  let body: EventBody;
  try {
    body = JSON.parse(rawBody) as EventBody;
  } catch {
    throw new WebhookVerificationError("body is not JSON");
  }
  if (typeof body.id !== "string" || !body.id || typeof body.name !== "string") {
    throw new WebhookVerificationError("event without id or name");
  }
  const object = body.data?.object ?? {};
  const name = body.name;
  let outcome: PaymentEvent["outcome"] = "ignored";
  let intent: Intent | null = null;
  if (name.startsWith("payment_intent.") && typeof object.id === "string") {
    intent = object as unknown as Intent;
    if (name === "payment_intent.succeeded") outcome = "succeeded";
    else if (name === "payment_intent.cancelled") outcome = "cancelled";
  } else if (name.startsWith("payment_attempt.") && typeof object.payment_intent_id === "string") {
    // An attempt carries its intent's id; its own status is not the intent's.
    intent = { ...(object as unknown as Intent), id: object.payment_intent_id, status: undefined };
    if (FAILED_ATTEMPT_EVENTS.has(name)) outcome = "failed";
  }
  const payment = intent
    ? { ...toStatus(intent), ...(outcome === "failed" ? { state: "failed" as const } : {}) }
    : null;
  return { id: body.id, name, outcome, payment, refund: readRefundEvent(name, object), payload: body };
}
