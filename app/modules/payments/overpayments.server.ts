// The owner's side of overpayments (DESIGN.md ruling 17): the list an order page shows, and the decisions on each
// one (refunded, with the provider's refund where it offers one, or kept), each with its audit row.
import { desc, eq, inArray, or } from "drizzle-orm";
import type { Db, DbExecutor, DbTransaction } from "../../db/db.server.ts";
import { invoices, overpayments, type Currency } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { PaymentProviderError, type PaymentProvider } from "./provider.ts";

const COLUMNS = {
  id: overpayments.id,
  source: overpayments.source,
  provider: overpayments.provider,
  providerReference: overpayments.providerReference,
  invoiceId: overpayments.invoiceId,
  amountMinor: overpayments.amountMinor,
  currency: overpayments.currency,
  receivedAt: overpayments.receivedAt,
  status: overpayments.status,
  refundReference: overpayments.refundReference,
  refundedAt: overpayments.refundedAt,
  note: overpayments.note,
};

/** Every overpayment of an order: on the order itself, or on one of its invoices (recorded from the invoice). */
export async function listOrderOverpayments(db: DbExecutor, orderId: string) {
  const invoiceIds = db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  return db
    .select(COLUMNS)
    .from(overpayments)
    .where(or(eq(overpayments.orderId, orderId), inArray(overpayments.invoiceId, invoiceIds)))
    .orderBy(desc(overpayments.receivedAt));
}

export type OverpaymentDecisionResult =
  { ok: true; refundReference?: string } | { ok: false; reason: "notFound" | "notOpen" | "providerFailed" };

type DecisionOptions = {
  overpaymentId: string;
  actor: string;
  /** When given, the overpayment must belong to this order (or its invoices). */
  orderId?: string;
};

async function lockOpen(db: DbExecutor, options: DecisionOptions) {
  const [row] = await db
    .select({ ...COLUMNS, orderId: overpayments.orderId })
    .from(overpayments)
    .where(eq(overpayments.id, options.overpaymentId))
    .for("update");
  if (!row) return null;
  if (options.orderId && row.orderId !== options.orderId) {
    const owned = await listOrderOverpayments(db, options.orderId);
    if (!owned.some((item) => item.id === row.id)) return null;
  }
  return row;
}

type OpenOverpayment = NonNullable<Awaited<ReturnType<typeof lockOpen>>>;

/** Closes an open overpayment the transaction has locked, as kept or refunded, with its audit row. */
async function closeOverpayment(
  tx: DbExecutor,
  row: OpenOverpayment,
  decision: {
    status: "kept" | "refunded";
    actor: string;
    set: Partial<typeof overpayments.$inferInsert>;
    summary?: Record<string, unknown>;
  },
) {
  await tx
    .update(overpayments)
    .set({ ...decision.set, status: decision.status, updatedAt: new Date() })
    .where(eq(overpayments.id, row.id));
  await recordAudit(tx, {
    actor: decision.actor,
    action: `overpayment.${decision.status}`,
    entity: "overpayment",
    entityId: row.id,
    summary: { amount: row.amountMinor, currency: row.currency, ...decision.summary },
  });
}

/** The owner keeps the money (for example against a later order). */
export async function keepOverpayment(db: Db, options: DecisionOptions & { note?: string | null }) {
  return db.transaction(async (tx): Promise<OverpaymentDecisionResult> => {
    const row = await lockOpen(tx, options);
    if (!row) return { ok: false, reason: "notFound" };
    if (row.status !== "open") return { ok: false, reason: "notOpen" };
    await closeOverpayment(tx, row, {
      status: "kept",
      actor: options.actor,
      set: { note: options.note?.trim() || row.note },
    });
    return { ok: true };
  });
}

/**
 * Refunds an open overpayment. A provider overpayment is paid back through that provider's refund (request id derived
 * from the overpayment, so a retry never refunds twice) and the refund's id is kept; a manual one (a transfer) is
 * marked refunded with the reference the owner typed.
 */
export async function refundOverpayment(
  db: Db,
  options: DecisionOptions & { provider: PaymentProvider | null; reference?: string | null },
): Promise<OverpaymentDecisionResult> {
  const row = await lockOpen(db, options);
  if (!row) return { ok: false, reason: "notFound" };
  if (row.status !== "open") return { ok: false, reason: "notOpen" };
  let refundReference = options.reference?.trim() || null;
  const useProvider = row.source === "provider" && row.providerReference && options.provider?.name === row.provider;
  if (useProvider && options.provider && row.providerReference) {
    try {
      const refund = await options.provider.refundPayment({
        paymentId: row.providerReference,
        amountMinor: row.amountMinor,
        currency: row.currency,
        requestId: `ovp-${row.id}`,
        reason: "Overpayment: amount already received",
      });
      refundReference = refund.refundId;
    } catch (error) {
      if (error instanceof PaymentProviderError || error instanceof TypeError) {
        return { ok: false, reason: "providerFailed" };
      }
      throw error;
    }
  }
  return db.transaction(async (tx): Promise<OverpaymentDecisionResult> => {
    const locked = await lockOpen(tx, options);
    if (!locked || locked.status !== "open") return { ok: false, reason: "notOpen" };
    await closeOverpayment(tx, locked, {
      status: "refunded",
      actor: options.actor,
      set: { refundReference, refundedAt: new Date() },
      summary: { refundReference, ...(useProvider ? { provider: locked.provider } : {}) },
    });
    return { ok: true, ...(refundReference ? { refundReference } : {}) };
  });
}

/** An overpayment received by hand, typed on the order page: recorded with its audit row, in one transaction. */
export async function recordManualOverpayment(
  db: Db,
  options: {
    orderId: string;
    amountMinor: number;
    currency: Currency;
    receivedOn: string;
    reference: string | null;
    actor: string;
  },
) {
  return db.transaction(async (tx) => {
    const id = await recordManualOverpaymentIn(tx, {
      ...options,
      invoiceId: null,
      receivedAt: new Date(`${options.receivedOn}T12:00:00-10:00`),
      note: null,
    });
    return { id };
  });
}

/**
 * The one insert of a manual overpayment (the order page's form, the excess of an invoice payment), with its audit
 * row: on the order when there is one, else on the overpayment itself.
 */
export async function recordManualOverpaymentIn(
  tx: DbTransaction,
  options: {
    actor: string;
    orderId: string | null;
    invoiceId: string | null;
    amountMinor: number;
    currency: Currency;
    receivedAt: Date;
    reference: string | null;
    note: string | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(overpayments)
    .values({
      source: "manual",
      orderId: options.orderId,
      invoiceId: options.invoiceId,
      amountMinor: options.amountMinor,
      currency: options.currency,
      receivedAt: options.receivedAt,
      providerReference: options.reference,
      note: options.note,
    })
    .returning({ id: overpayments.id });
  if (!row) throw new Error("overpayments insert returned no row");
  await recordAudit(tx, {
    actor: options.actor,
    action: "overpayment.recorded",
    entity: options.orderId ? "order" : "overpayment",
    entityId: options.orderId ?? row.id,
    summary: {
      overpaymentId: row.id,
      amount: options.amountMinor,
      currency: options.currency,
      manual: true,
      reference: options.reference,
      ...(options.note ? { note: options.note } : {}),
    },
  });
  return row.id;
}
