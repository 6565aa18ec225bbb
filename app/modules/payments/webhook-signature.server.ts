// Airwallex webhook signatures (reference/airwallex.md §5): x-signature = hex(HMAC-SHA256(secret, x-timestamp + raw
// body)), x-timestamp in MILLISECONDS. The sandbox signs the same way, so both go through `verifyWebhookSignature`.
import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookVerificationError } from "./provider.ts";

/**
 * How old a timestamp may be. Airwallex retries a failed delivery with back-off "over about three days" and does not
 * say whether a retry carries a fresh x-timestamp (reference/airwallex.md §5), so a 5-minute window could reject every
 * retry. Four days keeps retries; replays are stopped by the event-id deduplication (payment_webhook_events).
 */
export const WEBHOOK_MAX_AGE_MS = 4 * 24 * 60 * 60 * 1000;
/** Clocks differ a little; a timestamp from the future beyond this is refused. */
export const WEBHOOK_MAX_FUTURE_MS = 5 * 60 * 1000;

export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret)
    .update(timestamp + rawBody, "utf8")
    .digest("hex");
}

export type VerifyWebhookOptions = {
  secret: string;
  rawBody: string;
  timestamp: string | null;
  signature: string | null;
  now?: number;
  maxAgeMs?: number;
};

/** Throws WebhookVerificationError unless the signature is right (constant-time) and the timestamp recent. */
export function verifyWebhookSignature(options: VerifyWebhookOptions): void {
  const { secret, rawBody, timestamp, signature } = options;
  if (!secret) throw new WebhookVerificationError("webhook secret is not configured");
  if (!timestamp || !/^\d{1,16}$/.test(timestamp))
    throw new WebhookVerificationError("missing or malformed x-timestamp");
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature))
    throw new WebhookVerificationError("missing or malformed x-signature");
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), "hex");
  const given = Buffer.from(signature.toLowerCase(), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new WebhookVerificationError("signature mismatch");
  }
  // Checked after the signature so a forged request learns nothing about the clock. A seconds value reads as 1970.
  const age = (options.now ?? Date.now()) - Number(timestamp);
  if (age > (options.maxAgeMs ?? WEBHOOK_MAX_AGE_MS)) throw new WebhookVerificationError("timestamp too old");
  if (age < -WEBHOOK_MAX_FUTURE_MS) throw new WebhookVerificationError("timestamp in the future");
}
