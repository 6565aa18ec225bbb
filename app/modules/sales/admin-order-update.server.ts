// The administrator's writes on an order (issue 16): its status and its internal notes, each audited in the same
// transaction, under a lock on the order row so a webhook arriving at the same moment is seen.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { orders, type OrderStatus } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { hasVerifiedPayment } from "./admin-order.server.ts";
import { ADMIN_NOTES_MAX_LENGTH } from "./order-notes.ts";
import { refuseStatusChange, type StatusChangeRefusal } from "./order-status.ts";

export type StatusChangeResult =
  { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; reason: StatusChangeRefusal | "notFound" };

export async function changeOrderStatus(
  db: Db,
  { orderId, to, actor }: { orderId: string; to: OrderStatus; actor: string },
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false, reason: "notFound" };
    const verified = await hasVerifiedPayment(tx, orderId);
    const refusal = refuseStatusChange({ from: order.status, to, hasVerifiedPayment: verified });
    if (refusal) {
      if (refusal === "verifiedPayment")
        await recordAudit(tx, {
          actor,
          action: "order.status_refused",
          entity: "order",
          entityId: orderId,
          summary: { from: order.status, to, reason: refusal },
        });
      return { ok: false, reason: refusal };
    }
    await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actor,
      action: "order.status",
      entity: "order",
      entityId: orderId,
      summary: { from: order.status, to },
    });
    return { ok: true, from: order.status, to };
  });
}

/** Saves the internal notes (trimmed; empty clears them); false when the order does not exist. */
export async function saveOrderNotes(
  db: Db,
  { orderId, notes, actor }: { orderId: string; notes: string; actor: string },
): Promise<boolean> {
  const value = notes.trim().slice(0, ADMIN_NOTES_MAX_LENGTH) || null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ adminNotes: value })
      .where(eq(orders.id, orderId))
      .returning({ id: orders.id });
    if (!updated) return false;
    await recordAudit(tx, {
      actor,
      action: "order.notes",
      entity: "order",
      entityId: orderId,
      summary: { length: value?.length ?? 0 },
    });
    return true;
  });
}
