// The owner's writes on a shipment (issue 30 items 2, 3 and 5): create and update it, move its status, add and remove
// orders. Each runs in one transaction with its audit row; a status or ETA that moves brings every order's milestones
// and buyer emails along in the same transaction (sync-order-milestones.server.ts), so nothing is half done.
import { and, eq, ne } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { orders, shipmentOrders, shipments, type ShipmentStatus } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { AppError } from "../errors/app-error.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import type { PortalMailSettings } from "../portal/portal-mails.server.tsx";
import type { ShipmentValues } from "./shipment-form.ts";
import { canMoveTo } from "./shipment-milestones.ts";
import {
  getShipment,
  isUuid,
  SHIPPABLE_ORDER_STATUSES,
  shipmentOrderIds,
  type ShipmentRow,
} from "./shipment-read.server.ts";
import { announceEtaChange, syncOrderMilestones } from "./sync-order-milestones.server.ts";

type Actor = { actor: string };
type WithMail = Actor & { mail: PortalMailSettings; now?: Date };

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
};

async function referenceTaken(tx: DbTransaction, reference: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      exceptId
        ? and(eq(shipments.reference, reference), ne(shipments.id, exceptId))
        : eq(shipments.reference, reference),
    );
  return row !== undefined;
}

async function locked(tx: DbTransaction, id: string): Promise<ShipmentRow> {
  const shipment = await getShipment(tx, id, true);
  if (!shipment) throw new AppError("shipment", "NOT_FOUND");
  return shipment;
}

/** A new shipment, planned. Throws AppError shipment REFERENCE_TAKEN. */
export async function createShipment(db: Db, options: Actor & { values: ShipmentValues }): Promise<{ id: string }> {
  try {
    return await db.transaction(async (tx) => {
      if (await referenceTaken(tx, options.values.reference)) throw new AppError("shipment", "REFERENCE_TAKEN");
      const [row] = await tx.insert(shipments).values(options.values).returning({ id: shipments.id });
      if (!row) throw new Error("shipments insert returned no row");
      await recordAudit(tx, {
        actor: options.actor,
        action: "shipment.create",
        entity: "shipment",
        entityId: row.id,
        summary: { reference: options.values.reference, mode: options.values.mode },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("shipment", "REFERENCE_TAKEN");
    throw error;
  }
}

/** The shipment's facts; an ETA that moves once its orders are at sea is announced to each buyer. */
export async function updateShipment(db: Db, options: WithMail & { id: string; values: ShipmentValues }) {
  try {
    const result = await db.transaction(async (tx) => {
      const before = await locked(tx, options.id);
      if (await referenceTaken(tx, options.values.reference, before.id))
        throw new AppError("shipment", "REFERENCE_TAKEN");
      const [after] = await tx
        .update(shipments)
        .set({ ...options.values, updatedAt: new Date() })
        .where(eq(shipments.id, before.id))
        .returning();
      const changed = (Object.keys(options.values) as (keyof ShipmentValues)[]).filter(
        (key) => before[key] !== after![key],
      );
      await recordAudit(tx, {
        actor: options.actor,
        action: "shipment.update",
        entity: "shipment",
        entityId: before.id,
        summary: { changed, ...(changed.includes("eta") ? { eta: { before: before.eta, after: after!.eta } } : {}) },
      });
      const isAtSea = after!.status === "departed";
      const mails =
        isAtSea && before.eta !== after!.eta
          ? await announceEtaChange(tx, {
              shipment: after!,
              orderIds: await shipmentOrderIds(tx, before.id),
              previousEta: before.eta,
              mail: options.mail,
            })
          : [];
      return { changed, mails };
    });
    if (result.mails.length > 0) wakeOutboxWorker();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("shipment", "REFERENCE_TAKEN");
    throw error;
  }
}

/**
 * Moves the status forward; every order of the shipment reaches the matching milestones and its buyer gets one email.
 * Throws AppError shipment NOT_FOUND, STATUS_BACKWARDS or DEPARTURE_INCOMPLETE (departed needs an ETA, and a vessel
 * by sea).
 */
export async function setShipmentStatus(db: Db, options: WithMail & { id: string; status: ShipmentStatus }) {
  const result = await db.transaction(async (tx) => {
    const before = await locked(tx, options.id);
    if (!canMoveTo(before.status, options.status)) throw new AppError("shipment", "STATUS_BACKWARDS");
    const isLeaving = options.status !== "planned" && options.status !== "loading";
    if (isLeaving && (!before.eta || (before.mode !== "air" && !before.vessel)))
      throw new AppError("shipment", "DEPARTURE_INCOMPLETE");
    const [after] = await tx
      .update(shipments)
      .set({ status: options.status, updatedAt: new Date() })
      .where(eq(shipments.id, before.id))
      .returning();
    const synced = await syncOrderMilestones(tx, {
      shipment: after!,
      orderIds: await shipmentOrderIds(tx, before.id),
      actor: options.actor,
      mail: options.mail,
      today: tahitiIsoDate(options.now ?? new Date()),
    });
    await recordAudit(tx, {
      actor: options.actor,
      action: "shipment.status",
      entity: "shipment",
      entityId: before.id,
      summary: { before: before.status, after: options.status, emails: synced.filter((row) => row.mailId).length },
    });
    return synced;
  });
  if (result.some((row) => row.mailId)) wakeOutboxWorker();
  return result;
}

/**
 * Puts an order (deposit received, not cancelled) in the shipment; once the shipment has left, the order catches up
 * with its milestones. Throws AppError shipment NOT_FOUND, ORDER_NOT_FOUND, ORDER_NOT_SHIPPABLE or ORDER_IN_SHIPMENT.
 */
export async function addOrderToShipment(
  db: Db,
  options: WithMail & { id: string; orderId: string; marks?: string | null },
) {
  const result = await db.transaction(async (tx) => {
    const shipment = await locked(tx, options.id);
    if (!isUuid(options.orderId)) throw new AppError("shipment", "ORDER_NOT_FOUND");
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, options.orderId))
      .for("update");
    if (!order) throw new AppError("shipment", "ORDER_NOT_FOUND");
    if (!(SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
      throw new AppError("shipment", "ORDER_NOT_SHIPPABLE");
    const inserted = await tx
      .insert(shipmentOrders)
      .values({ shipmentId: shipment.id, orderId: order.id, marks: options.marks ?? null })
      .onConflictDoNothing({ target: shipmentOrders.orderId })
      .returning({ id: shipmentOrders.id });
    if (inserted.length === 0) throw new AppError("shipment", "ORDER_IN_SHIPMENT");
    await recordAudit(tx, {
      actor: options.actor,
      action: "shipment.order_add",
      entity: "shipment",
      entityId: shipment.id,
      summary: { orderId: order.id },
    });
    return syncOrderMilestones(tx, {
      shipment,
      orderIds: [order.id],
      actor: options.actor,
      mail: options.mail,
      today: tahitiIsoDate(options.now ?? new Date()),
    });
  });
  if (result.some((row) => row.mailId)) wakeOutboxWorker();
  return result;
}

/** Takes an order out of the shipment; the milestones it reached stay, they happened. */
export async function removeOrderFromShipment(db: Db, options: Actor & { id: string; orderId: string }) {
  await db.transaction(async (tx) => {
    const shipment = await locked(tx, options.id);
    const removed = isUuid(options.orderId)
      ? await tx
          .delete(shipmentOrders)
          .where(and(eq(shipmentOrders.shipmentId, shipment.id), eq(shipmentOrders.orderId, options.orderId)))
          .returning({ id: shipmentOrders.id })
      : [];
    if (removed.length === 0) throw new AppError("shipment", "ORDER_NOT_IN_SHIPMENT");
    await recordAudit(tx, {
      actor: options.actor,
      action: "shipment.order_remove",
      entity: "shipment",
      entityId: shipment.id,
      summary: { orderId: options.orderId },
    });
  });
}
