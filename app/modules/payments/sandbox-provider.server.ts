// The built-in test provider (DESIGN.md "Payments"): a hosted page served by the app (/sandbox-pay/:sessionId) that
// redirects like Airwallex and posts webhooks signed exactly like Airwallex, so the production path is exercised.
// The session id is a signed token carrying the payment, so the page needs no table of its own.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbExecutor } from "../../db/db.server.ts";
import { paymentWebhookEvents } from "../../db/schema/index.ts";
import { parseAirwallexEvent } from "./airwallex-provider.server.ts";
import type { CheckoutSession, CreateCheckoutInput, PaymentProvider, PaymentStatus } from "./provider.ts";
import { sendSandboxRefundEvents } from "./sandbox-refund-webhook.server.ts";
import { verifyWebhookSignature } from "./webhook-signature.server.ts";

/** A sandbox page link stays usable this long, like Airwallex's 60-minute client_secret (reference §4). */
const SESSION_TTL_MS = 60 * 60 * 1000;

/** Secrets of the sandbox, derived from SESSION_SECRET so no extra configuration is needed. */
export function deriveSandboxSecret(sessionSecret: string, purpose: "webhook" | "session"): string {
  return `whsec_sbx_${createHmac("sha256", sessionSecret).update(`sandbox-${purpose}`).digest("hex")}`;
}

export const SandboxSessionSchema = z.object({
  paymentId: z.string().regex(/^sbx_int_[0-9a-f]{24}$/),
  amountMinor: z.number().int().nonnegative(),
  currency: z.enum(["USD", "EUR", "HKD"]),
  merchantOrderId: z.string().min(1).max(64),
  kind: z.enum(["card", "deposit", "balance"]),
  successUrl: z.string(),
  cancelUrl: z.string(),
  failUrl: z.string(),
  description: z.string().max(200),
  locale: z.enum(["fr", "en", "zh"]),
  expiresAt: z.number(),
});
export type SandboxSession = z.infer<typeof SandboxSessionSchema>;

function mac(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

export function encodeSandboxSession(sessionSecret: string, session: SandboxSession): string {
  const data = Buffer.from(JSON.stringify(session)).toString("base64url");
  return `${data}.${mac(deriveSandboxSecret(sessionSecret, "session"), data)}`;
}

/** The session of a page link, or null if it was altered (a tampered amount) or has expired. */
export function decodeSandboxSession(sessionSecret: string, token: string, now = Date.now()): SandboxSession | null {
  const [data, signature, extra] = token.split(".");
  if (!data || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(deriveSandboxSecret(sessionSecret, "session"), data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const session = SandboxSessionSchema.parse(JSON.parse(Buffer.from(data, "base64url").toString("utf8")));
    return session.expiresAt > now ? session : null;
  } catch {
    return null;
  }
}

export type SandboxProviderOptions = {
  sessionSecret: string;
  publicUrl: string;
  db: DbExecutor;
  now?: () => number;
  /** How the refund events reach the app (tests route them to the app in process). */
  fetch?: typeof fetch;
};

export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const webhookSecret = deriveSandboxSecret(options.sessionSecret, "webhook");
  const now = options.now ?? Date.now;
  return {
    name: "sandbox",

    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
      // Same request id → same payment id, so a retried request finds the same payment (like Airwallex's request_id).
      const paymentId = `sbx_int_${createHmac("sha256", webhookSecret).update(input.requestId).digest("hex").slice(0, 24)}`;
      const token = encodeSandboxSession(options.sessionSecret, {
        paymentId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        merchantOrderId: input.merchantOrderId,
        kind: input.kind,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        failUrl: input.failUrl,
        description: input.description.slice(0, 200),
        locale: input.locale,
        expiresAt: now() + SESSION_TTL_MS,
      });
      return { paymentId, url: new URL(`/sandbox-pay/${token}`, options.publicUrl).toString() };
    },

    parseWebhook(rawBody, headers, at) {
      verifyWebhookSignature({
        secret: webhookSecret,
        rawBody,
        timestamp: headers.get("x-timestamp"),
        signature: headers.get("x-signature"),
        now: at,
      });
      return parseAirwallexEvent(rawBody);
    },

    /** The sandbox's record of a payment is the events it delivered and the app accepted. */
    async getPaymentStatus(paymentId): Promise<PaymentStatus> {
      const objectId = sql<string>`${paymentWebhookEvents.payload}->'data'->'object'`;
      const rows = await options.db
        .select({ type: paymentWebhookEvents.type, payload: paymentWebhookEvents.payload })
        .from(paymentWebhookEvents)
        .where(
          and(
            eq(paymentWebhookEvents.provider, "sandbox"),
            or(sql`${objectId}->>'id' = ${paymentId}`, sql`${objectId}->>'payment_intent_id' = ${paymentId}`),
          ),
        )
        .orderBy(desc(paymentWebhookEvents.receivedAt));
      const events = rows.map((row) => parseAirwallexEvent(JSON.stringify(row.payload)));
      const decisive =
        events.find((event) => event.outcome === "succeeded") ?? events.find((event) => event.outcome !== "ignored");
      const base = decisive?.payment ?? { amountMinor: null, currency: null, merchantOrderId: null };
      const state = decisive && decisive.outcome !== "ignored" ? decisive.outcome : "pending";
      const providerStatus = {
        succeeded: "SUCCEEDED",
        cancelled: "CANCELLED",
        failed: "REQUIRES_PAYMENT_METHOD",
        pending: "REQUIRES_PAYMENT_METHOD",
      }[state];
      return { ...base, paymentId, state, providerStatus };
    },

    /**
     * The sandbox simulates the refund: a stable id per request id, nothing else to pay back; its events follow on
     * their own, like the provider's (a lost one leaves the refund requested, as a lost webhook would).
     */
    async refundPayment(input) {
      const digest = createHmac("sha256", webhookSecret).update(`refund:${input.requestId}`).digest("hex");
      const refundId = `sbx_rfd_${digest.slice(0, 24)}`;
      sendSandboxRefundEvents({
        refund: { ...input, refundId },
        webhookSecret,
        publicUrl: options.publicUrl,
        now,
        fetch: options.fetch,
      }).catch(() => undefined);
      return { refundId };
    },
  };
}
