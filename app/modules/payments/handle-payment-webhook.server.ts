// One webhook delivery: verify, record the event id (a redelivery does nothing), apply the outcome. All in one short
// transaction, so the provider gets its 200 quickly (reference/airwallex.md §5 "acknowledge … to prevent timeouts").
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { paymentWebhookEvents } from "../../db/schema/index.ts";
import { applyPaymentOutcome, type AppliedOutcome } from "./apply-payment-outcome.server.ts";
import { applyRefundEvent, type RefundEventOutcome } from "./apply-refund-event.server.ts";
import type { PaymentProvider } from "./provider.ts";
import type { PaymentMailSettings } from "./queue-payment-mails.server.tsx";

export type HandlePaymentWebhookOptions = {
  provider: PaymentProvider;
  rawBody: string;
  headers: Headers;
  mail: PaymentMailSettings;
  now?: number;
};

export type WebhookResult =
  | { status: "duplicate"; eventId: string }
  | { status: "recorded"; eventId: string; applied: AppliedOutcome | null; refund?: RefundEventOutcome };

/** Throws WebhookVerificationError (→ 401) before touching the database when the request is not the provider's. */
export async function handlePaymentWebhook(db: Db, options: HandlePaymentWebhookOptions): Promise<WebhookResult> {
  const event = options.provider.parseWebhook(options.rawBody, options.headers, options.now);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: options.provider.name, eventId: event.id, type: event.name, payload: event.payload })
      .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
      .returning({ id: paymentWebhookEvents.id });
    if (!inserted) return { status: "duplicate" as const, eventId: event.id };
    if (event.refund) {
      // A refund's news (succeeded, failed, on its way) for the overpayment that asked it.
      const refund = await applyRefundEvent(tx, {
        provider: options.provider.name,
        refund: event.refund,
        eventId: event.id,
        mail: options.mail,
      });
      await tx
        .update(paymentWebhookEvents)
        .set({ processedAt: new Date(), ...refund })
        .where(eq(paymentWebhookEvents.id, inserted.id));
      return { status: "recorded" as const, eventId: event.id, applied: null, refund };
    }
    let applied: AppliedOutcome | null = null;
    if (event.payment && event.outcome !== "ignored") {
      applied = await applyPaymentOutcome(tx, {
        provider: options.provider.name,
        outcome: event.outcome,
        payment: event.payment,
        actor: "system:webhook",
        eventId: event.id,
        mail: options.mail,
      });
    }
    // What the event did, beside it: a mismatch stays visible to the administrator (issue 11 item 1).
    await tx
      .update(paymentWebhookEvents)
      .set({ processedAt: new Date(), ...describeOutcome(applied) })
      .where(eq(paymentWebhookEvents.id, inserted.id));
    return { status: "recorded" as const, eventId: event.id, applied };
  });
}

function describeOutcome(applied: AppliedOutcome | null) {
  if (!applied) return { outcome: "ignored" as const };
  if (applied.result === "no_order") return { outcome: "no_order" as const };
  const order = { orderKind: applied.kind, orderId: applied.orderId };
  if (applied.result === "amount_mismatch") return { outcome: "mismatch" as const, ...order, detail: applied.detail };
  if (applied.result === "overpayment") return { outcome: "overpayment" as const, ...order, detail: applied.detail };
  return { outcome: applied.result === "changed" ? ("applied" as const) : ("unchanged" as const), ...order };
}
