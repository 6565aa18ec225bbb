// What the shipment pages read (issue 30 item 2): the shipment, its orders with their buyer, product facts, payment
// and purchase orders, its fill against the capacity, its files, and the orders that may still join one.
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import {
  customers,
  orderMilestones,
  orders,
  products,
  purchaseOrders,
  shipmentFiles,
  shipmentOrders,
  shipments,
} from "../../db/schema/index.ts";
import { getSettings } from "../settings/settings.server.ts";
import { orderNumber } from "../sales/order-number.ts";
import { capacityOf, computeFill, shippingUnitsOf, type ShipmentFill } from "./shipment-fill.ts";

export type ShipmentRow = typeof shipments.$inferSelect;

export const SHIPPABLE_ORDER_STATUSES = ["paid", "processing"] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

export async function getShipment(db: DbExecutor, id: string, lock = false): Promise<ShipmentRow | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(shipments).where(eq(shipments.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function shipmentOrderIds(db: DbExecutor, shipmentId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: shipmentOrders.orderId })
    .from(shipmentOrders)
    .where(eq(shipmentOrders.shipmentId, shipmentId));
  return rows.map((row) => row.orderId);
}

export type ShipmentOrderView = {
  orderId: string;
  number: string;
  customer: string;
  email: string;
  product: string;
  qty: number;
  amount: number;
  currency: string;
  lang: string;
  isPaidInFull: boolean;
  shippingUnits: number;
  grossWeightGrams: number | null;
  volumeCm3: number | null;
  packages: number;
  hasLogistics: boolean;
  purchaseOrders: string[];
  marks: string | null;
};

export type ShipmentDetail = {
  shipment: ShipmentRow;
  orders: ShipmentOrderView[];
  fill: ShipmentFill;
  files: { id: string; kind: string; fileName: string; contentType: string; byteSize: number; createdAt: Date }[];
};

/** The container capacities of the settings (editable), for the fill of a full container. */
export async function loadContainerCapacities(db: DbExecutor) {
  return (await getSettings(db)).container_capacities;
}

export async function loadShipmentDetail(db: DbExecutor, id: string): Promise<ShipmentDetail | null> {
  const shipment = await getShipment(db, id);
  if (!shipment) return null;
  const rows = await db
    .select({
      orderId: orders.id,
      qty: orders.qty,
      amount: orders.amount,
      currency: orders.currency,
      lang: orders.lang,
      productSlug: orders.productSlug,
      title: products.title,
      customer: sql<string>`coalesce(${customers.company}, ${customers.fullName}, ${customers.email})`,
      email: customers.email,
      grossWeightGrams: products.grossWeightGrams,
      shippingUnitVolumeCm3: products.shippingUnitVolumeCm3,
      packagesPerUnit: sql<number>`coalesce(${products.packagesPerUnit}, 1)`,
      unitsPerShippingUnit: sql<number>`coalesce(${products.unitsPerShippingUnit}, 1)`,
      marks: shipmentOrders.marks,
    })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(shipmentOrders.shipmentId, id))
    .orderBy(asc(shipmentOrders.createdAt), asc(orders.id));
  const orderIds = rows.map((row) => row.orderId);
  const [paid, pos, files, capacities] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({ orderId: orderMilestones.orderId })
          .from(orderMilestones)
          .where(and(inArray(orderMilestones.orderId, orderIds), eq(orderMilestones.milestone, "balance_received"))),
    orderIds.length === 0
      ? []
      : db
          .select({ orderId: purchaseOrders.orderId, number: purchaseOrders.number })
          .from(purchaseOrders)
          .where(inArray(purchaseOrders.orderId, orderIds))
          .orderBy(asc(purchaseOrders.number)),
    db
      .select({
        id: shipmentFiles.id,
        kind: shipmentFiles.kind,
        fileName: shipmentFiles.fileName,
        contentType: shipmentFiles.contentType,
        byteSize: shipmentFiles.byteSize,
        createdAt: shipmentFiles.createdAt,
      })
      .from(shipmentFiles)
      .where(eq(shipmentFiles.shipmentId, id))
      .orderBy(asc(shipmentFiles.createdAt)),
    loadContainerCapacities(db),
  ]);
  const paidIds = new Set(paid.map((row) => row.orderId));
  const fillOrders = rows.map((row) => ({
    qty: row.qty,
    grossWeightGrams: row.grossWeightGrams,
    shippingUnitVolumeCm3: row.shippingUnitVolumeCm3,
    packagesPerUnit: Number(row.packagesPerUnit),
    unitsPerShippingUnit: Number(row.unitsPerShippingUnit),
  }));
  const capacity = capacityOf(
    shipment.mode,
    { volumeCm3: shipment.capacityVolumeCm3, weightGrams: shipment.capacityWeightGrams },
    capacities,
  );
  return {
    shipment,
    fill: computeFill(fillOrders, capacity),
    files,
    orders: rows.map((row, index) => {
      const facts = fillOrders[index]!;
      const units = shippingUnitsOf(facts);
      return {
        orderId: row.orderId,
        number: orderNumber(row.orderId),
        customer: row.customer,
        email: row.email,
        product: row.title ?? row.productSlug,
        qty: row.qty,
        amount: row.amount,
        currency: row.currency,
        lang: row.lang,
        isPaidInFull: paidIds.has(row.orderId),
        shippingUnits: units,
        grossWeightGrams: row.grossWeightGrams === null ? null : row.grossWeightGrams * row.qty,
        volumeCm3: row.shippingUnitVolumeCm3 === null ? null : row.shippingUnitVolumeCm3 * units,
        packages: units * facts.packagesPerUnit,
        hasLogistics: row.grossWeightGrams !== null && row.shippingUnitVolumeCm3 !== null,
        purchaseOrders: pos.filter((po) => po.orderId === row.orderId).map((po) => po.number),
        marks: row.marks,
      };
    }),
  };
}

/** Orders that may join a shipment: deposit received, not cancelled, in no shipment yet; the newest first. */
export async function listShippableOrders(db: DbExecutor, limit = 200) {
  const taken = db.select({ id: shipmentOrders.orderId }).from(shipmentOrders);
  const rows = await db
    .select({
      orderId: orders.id,
      customer: sql<string>`coalesce(${customers.company}, ${customers.fullName}, ${customers.email})`,
      productSlug: orders.productSlug,
      qty: orders.qty,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(inArray(orders.status, [...SHIPPABLE_ORDER_STATUSES]), notInArray(orders.id, taken)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, number: orderNumber(row.orderId) }));
}

/** The shipment an order travels in, if any (the buyer's page). */
export async function findShipmentOfOrder(db: DbExecutor, orderId: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select({ shipment: shipments })
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .where(eq(shipmentOrders.orderId, orderId));
  return row?.shipment ?? null;
}
