// The owner's side of overpayments (DESIGN.md ruling 17): the list an order page shows, and the decisions on each
// one (refunded, with the provider's refund where it offers one, or kept), each with its audit row.
import { desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db, DbExecutor, DbTransaction } from "../../db/db.server.ts";
import { invoices, overpayments, type Currency } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";

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
  refundFailureReason: overpayments.refundFailureReason,
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

/** The overpayments of card-payment orders (the card-payment page), newest first, with their order's id. */
export async function listCardOverpayments(db: DbExecutor) {
  return db
    .select({ ...COLUMNS, cardPaymentOrderId: overpayments.cardPaymentOrderId })
    .from(overpayments)
    .where(isNotNull(overpayments.cardPaymentOrderId))
    .orderBy(desc(overpayments.receivedAt));
}

export type OverpaymentDecisionResult =
  | { ok: true; refundReference?: string; requested?: boolean }
  | { ok: false; reason: "notFound" | "notOpen" | "providerFailed" };

export type DecisionOptions = {
  overpaymentId: string;
  actor: string;
  /** When given, the overpayment must belong to this order (or its invoices). */
  orderId?: string;
  /** When true, the overpayment must be a card-payment order's (the card-payment page decides only those). */
  cardOnly?: boolean;
};

/** The overpayment, locked for the transaction, if it is one the caller may decide (whatever its status). */
export async function lockOverpayment(db: DbExecutor, options: DecisionOptions) {
  const [row] = await db
    .select({
      ...COLUMNS,
      orderId: overpayments.orderId,
      cardPaymentOrderId: overpayments.cardPaymentOrderId,
      refundFailures: overpayments.refundFailures,
    })
    .from(overpayments)
    .where(eq(overpayments.id, options.overpaymentId))
    .for("update");
  if (!row) return null;
  if (options.cardOnly && !row.cardPaymentOrderId) return null;
  if (options.orderId && row.orderId !== options.orderId) {
    const owned = await listOrderOverpayments(db, options.orderId);
    if (!owned.some((item) => item.id === row.id)) return null;
  }
  return row;
}

export type LockedOverpayment = NonNullable<Awaited<ReturnType<typeof lockOverpayment>>>;

/** Closes an open overpayment the transaction has locked, as kept or refunded, with its audit row. */
export async function closeOverpayment(
  tx: DbExecutor,
  row: LockedOverpayment,
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
    const row = await lockOverpayment(tx, options);
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
