// What a provider's refund event does to the overpayment whose refund it reports (DESIGN.md ruling 17): succeeded →
// refunded, with the date; failed → open again for the owner, the business mailed once with the reason. An event for
// a refund no overpayment asked, or for another payment, amount or currency than the one asked, changes nothing and
// is stored as a mismatch. Runs inside the webhook's transaction, after the event's deduplication.
import { and, eq, or } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { overpayments } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { queueRefundFailedMail } from "./refund-failed-mail.server.tsx";
import type { PaymentMailSettings } from "./queue-payment-mails.server.tsx";
import type { ProviderName, RefundEvent } from "./provider.ts";

export type RefundEventOutcome = {
  outcome: "applied" | "unchanged" | "mismatch";
  orderKind?: "card" | "deposit";
  orderId?: string;
  detail?: Record<string, unknown>;
};

type Options = { provider: ProviderName; refund: RefundEvent; eventId: string; mail: PaymentMailSettings };

const describe = (amountMinor: number | null, currency: string | null) => `${amountMinor ?? "?"} ${currency ?? "?"}`;

export async function applyRefundEvent(tx: DbTransaction, options: Options): Promise<RefundEventOutcome> {
  const { refund, provider } = options;
  const [row] = await tx
    .select()
    .from(overpayments)
    .where(
      and(
        eq(overpayments.provider, provider),
        refund.requestId
          ? or(eq(overpayments.refundRequestId, refund.requestId), eq(overpayments.refundReference, refund.refundId))
          : eq(overpayments.refundReference, refund.refundId),
      ),
    )
    .limit(1)
    .for("update");
  const received = describe(refund.amountMinor, refund.currency);
  if (!row) return { outcome: "mismatch", detail: { expected: "—", received, refund: refund.refundId } };
  const subject = row.cardPaymentOrderId
    ? { orderKind: "card" as const, orderId: row.cardPaymentOrderId }
    : row.orderId
      ? { orderKind: "deposit" as const, orderId: row.orderId }
      : {};
  const expected = describe(row.amountMinor, row.currency);
  const otherPayment = refund.paymentId !== null && refund.paymentId !== row.providerReference;
  if (refund.amountMinor !== row.amountMinor || refund.currency !== row.currency || otherPayment) {
    const detail = {
      expected,
      received,
      refund: refund.refundId,
      ...(otherPayment ? { payment: refund.paymentId } : {}),
    };
    return { outcome: "mismatch", ...subject, detail };
  }
  // A refund.received/accepted/processing, or news of a refund already settled: stored, nothing to change.
  if (refund.state === "pending" || row.status !== "refund_requested") return { outcome: "unchanged", ...subject };

  const summary = {
    amount: row.amountMinor,
    currency: row.currency,
    provider,
    refundReference: refund.refundId,
    eventId: options.eventId,
  };
  if (refund.state === "succeeded") {
    await tx
      .update(overpayments)
      .set({ status: "refunded", refundReference: refund.refundId, refundedAt: new Date(), updatedAt: new Date() })
      .where(eq(overpayments.id, row.id));
    await recordAudit(tx, {
      actor: "system:webhook",
      action: "overpayment.refunded",
      entity: "overpayment",
      entityId: row.id,
      summary,
    });
    return { outcome: "applied", ...subject };
  }
  const reason = refund.failureReason ?? refund.providerStatus;
  await tx
    .update(overpayments)
    .set({
      status: "open",
      refundReference: null,
      refundFailures: row.refundFailures + 1,
      refundFailureReason: reason.slice(0, 500),
      updatedAt: new Date(),
    })
    .where(eq(overpayments.id, row.id));
  await recordAudit(tx, {
    actor: "system:webhook",
    action: "overpayment.refund_failed",
    entity: "overpayment",
    entityId: row.id,
    summary: { ...summary, reason },
  });
  await queueRefundFailedMail(tx, { row, refund, reason, provider, mail: options.mail });
  return { outcome: "applied", ...subject };
}
