// A refund's webhook event, read from its body (reference/airwallex.md §5: refund.received, refund.accepted,
// refund.processing, refund.succeeded, refund.failed; data.object is the refund as the Refunds API returns it:
// id, request_id, payment_intent_id, amount in major units, currency, status).
import { fromMajorUnits } from "./charge-amount.ts";
import type { RefundEvent, RefundState } from "./provider.ts";

const FINAL_EVENTS: Record<string, RefundState> = { "refund.succeeded": "succeeded", "refund.failed": "failed" };

const stringOf = (value: unknown) => (typeof value === "string" && value ? value : null);

/** The refund a `refund.*` event reports, or null when the body names no refund. */
export function readRefundEvent(name: string, object: Record<string, unknown>): RefundEvent | null {
  const refundId = stringOf(object.id);
  if (!name.startsWith("refund.") || !refundId) return null;
  const currency = stringOf(object.currency);
  const amount = object.amount;
  const details = object.failure_details as Record<string, unknown> | undefined;
  return {
    refundId,
    requestId: stringOf(object.request_id),
    paymentId: stringOf(object.payment_intent_id),
    amountMinor: typeof amount === "number" && currency ? fromMajorUnits(amount, currency) : null,
    currency,
    state: FINAL_EVENTS[name] ?? "pending",
    providerStatus: stringOf(object.status) ?? name.slice("refund.".length).toUpperCase(),
    failureReason: stringOf(object.failure_reason) ?? stringOf(details?.message) ?? stringOf(details?.code) ?? null,
  };
}
