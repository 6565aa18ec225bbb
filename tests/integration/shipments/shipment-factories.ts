// Shipment rows for the customs documents' tests, written directly (the shipments' own domain functions live
// elsewhere): a shipment, orders with products carrying their logistics facts, and the links between them.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../app/db/db.server.ts";
import { products, shipmentOrders, shipments } from "../../../app/db/schema/index.ts";
import { parseShipmentForm } from "../../../app/modules/shipments/shipment-form.ts";
import { createShipment as createShipmentAsOwner } from "../../../app/modules/shipments/shipment-write.server.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";

/** A planned LCL shipment from Hong Kong to Papeete, made as the owner's form does (parsed, then created, audited). */
export async function createPlannedShipment(db: Db, reference: string) {
  const parsed = parseShipmentForm({
    reference,
    mode: "lcl",
    portOfLoading: "Hong Kong",
    portOfDischarge: "Papeete",
    currency: "XPF",
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return createShipmentAsOwner(db, { actor: ACTOR, values: parsed.values });
}

const unique = () => randomBytes(4).toString("hex");

export async function createShipment(db: Db, values: Partial<typeof shipments.$inferInsert> = {}) {
  const [row] = await db
    .insert(shipments)
    .values({
      reference: `EXP-2026-${unique()}`,
      mode: "fcl_20",
      status: "departed",
      carrier: "CMA CGM",
      vessel: "CMA CGM Tahiti",
      voyage: "0TX12S",
      containerNumber: "CMAU1234567",
      sealNumber: "SEAL998877",
      transportDocumentNumber: "HKG0123456",
      etd: "2026-12-10",
      eta: "2026-12-28",
      freightMinor: 300_001,
      insuranceMinor: 20_000,
      currency: "XPF",
      ...values,
    })
    .returning();
  return row!;
}

/**
 * An order of `qty` units at 1 000 000 XPF plus 119 330 freight each, whose product has its HS code, origin,
 * weights and shipping unit; in `shipmentId` when given.
 */
export async function createShippedOrder(
  db: Db,
  options: { shipmentId?: string; qty?: number; lang?: "fr" | "en" | "zh"; marks?: string; unitPrice?: number } = {},
) {
  const qty = options.qty ?? 2;
  const unitPrice = options.unitPrice ?? 1_000_000;
  const order = await createOrderRow(db, {
    qty,
    amount: qty * (unitPrice + 119_330),
    freightXpf: qty * 119_330,
    shippingUnitCount: qty,
    lang: options.lang ?? "fr",
  });
  await db
    .update(products)
    .set({
      hsCode: "85414300",
      originCountry: "CN",
      netWeightGrams: 250_000,
      grossWeightGrams: 280_500,
      shippingUnitLengthMm: 2_000,
      shippingUnitWidthMm: 1_100,
      shippingUnitHeightMm: 1_200,
      shippingUnitVolumeCm3: 2_640_000,
      packagesPerUnit: 3,
    })
    .where(eq(products.id, order.product.id));
  if (options.shipmentId) {
    await db
      .insert(shipmentOrders)
      .values({ shipmentId: options.shipmentId, orderId: order.id, marks: options.marks ?? `BPE-${unique()}` });
  }
  return order;
}
