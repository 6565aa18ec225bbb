// The one shape both payment providers take (DESIGN.md "Payments"): the sandbox served by the app itself and
// Airwallex. Business code calls only this interface, so the sandbox exercises the production code path.
import type { Locale } from "../i18n/locales.ts";

/** Currencies a card payment may be charged in (reference/airwallex.md §7: XPF is not confirmed). */
export type ChargeCurrency = "USD" | "EUR" | "HKD";

/** What a payment pays: a card-payment order, an order's deposit (DESIGN.md ruling 4) or its balance invoice. */
export type PaymentKind = "card" | "deposit" | "balance";

export type CreateCheckoutInput = {
  /** In the currency's minor unit (USD cents). */
  amountMinor: number;
  currency: ChargeCurrency;
  /** Our order id (uuid), sent as merchant_order_id. */
  merchantOrderId: string;
  /** Idempotency key (≤ 64 characters): the same key never creates a second payment. */
  requestId: string;
  kind: PaymentKind;
  /** Absolute URLs the buyer returns to. */
  successUrl: string;
  cancelUrl: string;
  failUrl: string;
  /** Shown on the hosted page (product title). */
  description: string;
  locale: Locale;
};

export type CheckoutSession = {
  /** The provider's payment id (Airwallex intent id), stored on the order so a webhook finds it. */
  paymentId: string;
  /** Where the buyer's browser goes; may be empty if the provider sent none (the caller reports it). */
  url: string;
};

/** Our reading of a provider status: only `succeeded` ever makes an order paid. */
export type PaymentState = "pending" | "succeeded" | "failed" | "cancelled";

export type PaymentStatus = {
  paymentId: string;
  state: PaymentState;
  /** The provider's own word, for logs and audit (REQUIRES_PAYMENT_METHOD, SUCCEEDED…). */
  providerStatus: string;
  amountMinor: number | null;
  currency: string | null;
  merchantOrderId: string | null;
};

/** A verified webhook, reduced to what the shop acts on. */
export type PaymentEvent = {
  /** Stable event id: the deduplication key. */
  id: string;
  /** Event name, e.g. payment_intent.succeeded. */
  name: string;
  /** What the event means for the order; `ignored` for events we only record. */
  outcome: PaymentState | "ignored";
  payment: PaymentStatus | null;
  /** For a refund.* event: the refund it reports (its outcome is then `ignored` for payments). */
  refund?: RefundEvent | null;
  /** The parsed body, stored with the event. */
  payload: unknown;
};

/** What a refund event says: still on its way, paid back, or refused by the provider. */
export type RefundState = "pending" | "succeeded" | "failed";

export type RefundEvent = {
  refundId: string;
  /** The idempotency key the refund was created with, when the event carries it. */
  requestId: string | null;
  paymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  state: RefundState;
  /** The provider's word (RECEIVED, SUCCEEDED, FAILED…). */
  providerStatus: string;
  /** Why it failed, when the provider says. */
  failureReason: string | null;
};

export type ProviderName = "sandbox" | "airwallex";

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates (or, for the same request id, finds again) a payment and returns the hosted page's URL. */
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /**
   * Verifies the signature of a webhook from its raw body and headers and parses it.
   * Throws WebhookVerificationError when the request is not the provider's.
   */
  parseWebhook(rawBody: string, headers: Headers, now?: number): PaymentEvent;
  /** Asks the provider for a payment's current status (never trusts the browser). */
  getPaymentStatus(paymentId: string): Promise<PaymentStatus>;
  /** Pays back (part of) a succeeded payment; the same request id never refunds twice. Returns the refund's id. */
  refundPayment(input: RefundInput): Promise<{ refundId: string }>;
}

export type RefundInput = {
  paymentId: string;
  /** In the currency's minor unit. */
  amountMinor: number;
  currency: string;
  /** Idempotency key (≤ 64 characters). */
  requestId: string;
  reason: string;
};

/** The provider refused or failed; `code` is theirs (validation_error, duplicate_request…) when known. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  readonly status: number;
  readonly code: string;
  constructor(message: string, options: { status: number; code: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
  }
}

/** A webhook whose signature, timestamp or shape is wrong: answered 401, nothing changed. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}
