// The owner refunds an open overpayment (DESIGN.md ruling 17). A manual one (a transfer) is marked refunded with the
// reference the owner typed. A provider one is paid back through that provider's refund: it waits as
// 'refund_requested' until the provider's refund event says it succeeded or failed (apply-refund-event.server.ts).
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { overpayments } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import {
  closeOverpayment,
  lockOverpayment,
  type DecisionOptions,
  type LockedOverpayment,
  type OverpaymentDecisionResult,
} from "./overpayments.server.ts";
import { PaymentProviderError, type PaymentProvider } from "./provider.ts";

/**
 * The refund's idempotency key: the same for a retry of one request (never two refunds), a new one after the provider
 * reported a refund failed (it refuses a reused key). At most 64 characters (reference §6).
 */
export function refundRequestIdOf(overpaymentId: string, failures: number): string {
  return failures === 0 ? `ovp-${overpaymentId}` : `ovp-${overpaymentId}-r${failures}`;
}

type Claim =
  | { done: OverpaymentDecisionResult }
  | { done: null; row: LockedOverpayment; provider: PaymentProvider; requestId: string };

export async function refundOverpayment(
  db: Db,
  options: DecisionOptions & { provider: PaymentProvider | null; reference?: string | null },
): Promise<OverpaymentDecisionResult> {
  // First claim it (open → refund_requested) in a short transaction, so two clicks never ask two refunds and an
  // event arriving before the provider's answer finds the refund by its request id.
  const claim = await db.transaction(async (tx): Promise<Claim> => {
    const row = await lockOverpayment(tx, options);
    if (!row) return { done: { ok: false, reason: "notFound" } };
    if (row.status !== "open") return { done: { ok: false, reason: "notOpen" } };
    const provider = options.provider;
    if (row.source !== "provider" || !row.providerReference || !provider || provider.name !== row.provider) {
      const refundReference = options.reference?.trim() || null;
      await closeOverpayment(tx, row, {
        status: "refunded",
        actor: options.actor,
        set: { refundReference, refundedAt: new Date() },
        summary: { refundReference },
      });
      return { done: { ok: true, ...(refundReference ? { refundReference } : {}) } };
    }
    const requestId = refundRequestIdOf(row.id, row.refundFailures);
    await tx
      .update(overpayments)
      .set({ status: "refund_requested", refundRequestId: requestId, refundReference: null, updatedAt: new Date() })
      .where(eq(overpayments.id, row.id));
    return { done: null, row, provider, requestId };
  });
  if (claim.done) return claim.done;

  const { row, provider, requestId } = claim;
  let refundId: string;
  try {
    const refund = await provider.refundPayment({
      paymentId: row.providerReference ?? "",
      amountMinor: row.amountMinor,
      currency: row.currency,
      requestId,
      reason: "Overpayment: amount already received",
    });
    refundId = refund.refundId;
  } catch (error) {
    if (!(error instanceof PaymentProviderError || error instanceof TypeError)) throw error;
    // Not asked: open again for the owner (the key is kept, so a retry cannot refund twice).
    await db
      .update(overpayments)
      .set({ status: "open", updatedAt: new Date() })
      .where(
        and(
          eq(overpayments.id, row.id),
          eq(overpayments.status, "refund_requested"),
          eq(overpayments.refundRequestId, requestId),
        ),
      );
    return { ok: false, reason: "providerFailed" };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(overpayments)
      .set({ refundReference: refundId, updatedAt: new Date() })
      .where(
        and(
          eq(overpayments.id, row.id),
          eq(overpayments.refundRequestId, requestId),
          inArray(overpayments.status, ["refund_requested", "refunded"]),
        ),
      );
    await recordAudit(tx, {
      actor: options.actor,
      action: "overpayment.refund_requested",
      entity: "overpayment",
      entityId: row.id,
      summary: {
        amount: row.amountMinor,
        currency: row.currency,
        provider: row.provider,
        refundReference: refundId,
        requestId,
      },
    });
  });
  return { ok: true, refundReference: refundId, requested: true };
}
