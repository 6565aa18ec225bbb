// Shipments (issue 30 items 2, 3 and 5) on a real database: orders added and removed, the fill figures, the status
// driving every order's milestones with one email per buyer in their language, the ETA change announced, audits.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orderMilestones, orders, products } from "../../../app/db/schema/index.ts";
import { isAppError } from "../../../app/modules/errors/app-error.ts";
import { parseShipmentForm, type ShipmentValues } from "../../../app/modules/shipments/shipment-form.ts";
import { loadShipmentDetail } from "../../../app/modules/shipments/shipment-read.server.ts";
import {
  addOrderToShipment,
  createShipment,
  removeOrderFromShipment,
  setShipmentStatus,
  updateShipment,
} from "../../../app/modules/shipments/shipment-write.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";

const MAIL = {
  notifyTo: "ventes@bpe.example",
  publicUrl: "http://shop.test",
  company: { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" },
};
const NOW = new Date("2026-12-01T02:00:00Z");
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let serial = 0;
function values(overrides: Record<string, string> = {}): ShipmentValues {
  serial += 1;
  const parsed = parseShipmentForm({
    reference: `EXP-2026-${String(serial).padStart(3, "0")}`,
    mode: "fcl_20",
    portOfLoading: "Hong Kong",
    portOfDischarge: "Papeete",
    currency: "XPF",
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
}

/** A paid order of an excavator-like product with its logistics facts. */
async function paidOrder(lang: "fr" | "en" | "zh", qty = 1) {
  const order = await createOrderRow(database.db, { lang, status: "paid", qty });
  await database.db
    .update(products)
    .set({ grossWeightGrams: 1_950_000, shippingUnitVolumeCm3: 8_855_000, packagesPerUnit: 1, unitsPerShippingUnit: 2 })
    .where(eq(products.id, order.product.id));
  return order;
}

const mailsOf = (emails: string[]) => database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

describe("a shipment's orders and fill", () => {
  it("adds orders, counts their volume, weight and packages against a 20' container, and removes one", async () => {
    const { id } = await createShipment(database.db, { actor: ACTOR, values: values() });
    const a = await paidOrder("fr", 3);
    const b = await paidOrder("en", 1);
    for (const order of [a, b])
      await addOrderToShipment(database.db, { id, orderId: order.id, actor: ACTOR, mail: MAIL, now: NOW });
    const detail = (await loadShipmentDetail(database.db, id))!;
    expect(detail.orders.map((row) => row.orderId)).toEqual([a.id, b.id]);
    // 3 excavators: 2 shipping units; 1 excavator: 1 → 3 units of 8.855 m³; 4 × 1 950 kg.
    expect(detail.fill).toMatchObject({
      volumeCm3: 3 * 8_855_000,
      grossWeightGrams: 4 * 1_950_000,
      packages: 3,
      capacity: { volumeCm3: 33_000_000, weightGrams: 28_000_000 },
      volumePercent: 81,
      weightPercent: 28,
      isOverCapacity: false,
    });
    expect(detail.orders.every((row) => !row.isPaidInFull)).toBe(true);

    await removeOrderFromShipment(database.db, { id, orderId: b.id, actor: ACTOR });
    expect((await loadShipmentDetail(database.db, id))!.orders.map((row) => row.orderId)).toEqual([a.id]);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audits.map((row) => row.action).sort()).toEqual([
      "shipment.create",
      "shipment.order_add",
      "shipment.order_add",
      "shipment.order_remove",
    ]);
  });

  it("refuses an order in another shipment, a pending or cancelled order, an unknown one; writes nothing", async () => {
    const first = await createShipment(database.db, { actor: ACTOR, values: values() });
    const second = await createShipment(database.db, { actor: ACTOR, values: values() });
    const order = await paidOrder("fr");
    await addOrderToShipment(database.db, { id: first.id, orderId: order.id, actor: ACTOR, mail: MAIL });
    const pending = await createOrderRow(database.db, { status: "pending" });
    const cancelled = await createOrderRow(database.db, { status: "cancelled" });
    const attempts = [
      [order.id, "ORDER_IN_SHIPMENT"],
      [pending.id, "ORDER_NOT_SHIPPABLE"],
      [cancelled.id, "ORDER_NOT_SHIPPABLE"],
      ["00000000-0000-4000-8000-000000000000", "ORDER_NOT_FOUND"],
      ["nope", "ORDER_NOT_FOUND"],
    ] as const;
    for (const [orderId, code] of attempts) {
      const error = await addOrderToShipment(database.db, { id: second.id, orderId, actor: ACTOR, mail: MAIL }).catch(
        (caught: unknown) => caught,
      );
      expect(isAppError(error, "shipment") && error.code).toBe(code);
    }
    expect((await loadShipmentDetail(database.db, second.id))!.orders).toEqual([]);
    const error = await createShipment(database.db, {
      actor: ACTOR,
      values: { ...values(), reference: (await loadShipmentDetail(database.db, first.id))!.shipment.reference },
    }).catch((caught: unknown) => caught);
    expect(isAppError(error, "shipment") && error.code).toBe("REFERENCE_TAKEN");
  });
});

describe("the status of a shipment", () => {
  it("drives every order's milestones and mails each buyer once per change, in their language", async () => {
    const { id } = await createShipment(database.db, {
      actor: ACTOR,
      values: values({ vessel: "Kota Lestari", voyage: "KLS-042", etd: "2026-12-05", eta: "2026-12-24" }),
    });
    const buyers = [await paidOrder("fr"), await paidOrder("en"), await paidOrder("zh")];
    for (const order of buyers)
      await addOrderToShipment(database.db, { id, orderId: order.id, actor: ACTOR, mail: MAIL, now: NOW });
    const emails = buyers.map((order) => order.customer.email);
    expect(await mailsOf(emails)).toHaveLength(0); // planned: nothing to tell yet

    await setShipmentStatus(database.db, { id, status: "departed", actor: ACTOR, mail: MAIL, now: NOW });
    const milestones = await database.db
      .select()
      .from(orderMilestones)
      .where(
        inArray(
          orderMilestones.orderId,
          buyers.map((order) => order.id),
        ),
      );
    expect(milestones).toHaveLength(6);
    for (const order of buyers) {
      const own = milestones.filter((row) => row.orderId === order.id);
      expect(own.map((row) => row.milestone).sort()).toEqual(["at_sea", "loaded"]);
      expect(own.find((row) => row.milestone === "at_sea")).toMatchObject({
        vessel: "Kota Lestari KLS-042",
        estimatedArrival: "2026-12-24",
        reachedOn: "2026-12-05",
      });
    }
    const mails = await mailsOf(emails);
    expect(mails).toHaveLength(3);
    const subjectOf = (email: string) => mails.find((mail) => mail.to === email)!.subject;
    const number = (order: { id: string }) => order.id.slice(0, 8).toUpperCase();
    expect(subjectOf(emails[0]!)).toBe(`Commande ${number(buyers[0]!)} : En mer`);
    expect(subjectOf(emails[1]!)).toMatch(/^Order /);
    expect(subjectOf(emails[2]!)).toMatch(/^订单 /);
    expect(mails.find((mail) => mail.to === emails[1])!.text).toContain("Kota Lestari KLS-042");

    // The same status again: nothing new, nothing sent.
    await setShipmentStatus(database.db, { id, status: "departed", actor: ACTOR, mail: MAIL, now: NOW });
    expect(await mailsOf(emails)).toHaveLength(3);

    // The ETA moves: each buyer is told once, and the order's milestone follows.
    const detail = (await loadShipmentDetail(database.db, id))!;
    const { id: _id, createdAt: _c, updatedAt: _u, status: _s, ...stored } = detail.shipment;
    await updateShipment(database.db, { id, actor: ACTOR, mail: MAIL, values: { ...stored, eta: "2026-12-29" } });
    const after = await mailsOf(emails);
    expect(after).toHaveLength(6);
    expect(after.filter((mail) => mail.to === emails[0]).map((mail) => mail.subject)).toContain(
      `Commande ${number(buyers[0]!)} : nouvelle date d'arrivée`,
    );
    const [atSea] = await database.db
      .select()
      .from(orderMilestones)
      .where(and(eq(orderMilestones.orderId, buyers[0]!.id), eq(orderMilestones.milestone, "at_sea")));
    expect(atSea!.estimatedArrival).toBe("2026-12-29");

    // Backwards is refused; arrived adds one milestone and one email each.
    const back = await setShipmentStatus(database.db, { id, status: "loading", actor: ACTOR, mail: MAIL }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(back, "shipment") && back.code).toBe("STATUS_BACKWARDS");
    await setShipmentStatus(database.db, { id, status: "arrived", actor: ACTOR, mail: MAIL, now: NOW });
    expect(await mailsOf(emails)).toHaveLength(9);
    const [order] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, buyers[0]!.id));
    expect(order!.status).toBe("paid");

    // Cleared through customs in Papeete: each order reaches 'customs_cleared', each buyer is told once in their
    // language, and delivered then adds only its own step.
    await setShipmentStatus(database.db, { id, status: "cleared", actor: ACTOR, mail: MAIL, now: NOW });
    const cleared = await mailsOf(emails);
    expect(cleared).toHaveLength(12);
    const clearedSubjects = cleared.slice(9).map((mail) => [mail.to, mail.subject]);
    expect(clearedSubjects).toEqual(
      expect.arrayContaining([
        [emails[0], `Commande ${number(buyers[0]!)} : Dédouanée`],
        [emails[1], `Order ${number(buyers[1]!)}: Customs cleared`],
        [emails[2], expect.stringMatching(/^订单 .*已清关/)],
      ]),
    );
    const reached = await database.db
      .select({ orderId: orderMilestones.orderId, milestone: orderMilestones.milestone })
      .from(orderMilestones)
      .where(eq(orderMilestones.milestone, "customs_cleared"));
    expect(reached.filter((row) => buyers.some((b) => b.id === row.orderId))).toHaveLength(3);
    await setShipmentStatus(database.db, { id, status: "cleared", actor: ACTOR, mail: MAIL, now: NOW });
    expect(await mailsOf(emails)).toHaveLength(12);
    await setShipmentStatus(database.db, { id, status: "delivered", actor: ACTOR, mail: MAIL, now: NOW });
    const delivered = await database.db
      .select({ milestone: orderMilestones.milestone })
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, buyers[0]!.id));
    expect(delivered.map((row) => row.milestone).sort()).toEqual([
      "arrived",
      "at_sea",
      "customs_cleared",
      "delivered",
      "loaded",
    ]);
    expect(await mailsOf(emails)).toHaveLength(15);
  });

  it("refuses to leave without a vessel and an ETA, and an order outside a shipment keeps its manual milestones", async () => {
    const { id } = await createShipment(database.db, { actor: ACTOR, values: values() });
    const inside = await paidOrder("fr");
    const outside = await paidOrder("fr");
    await addOrderToShipment(database.db, { id, orderId: inside.id, actor: ACTOR, mail: MAIL });
    const error = await setShipmentStatus(database.db, { id, status: "departed", actor: ACTOR, mail: MAIL }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error, "shipment") && error.code).toBe("DEPARTURE_INCOMPLETE");
    await setShipmentStatus(database.db, { id, status: "loading", actor: ACTOR, mail: MAIL, now: NOW });
    const rows = await database.db
      .select({ orderId: orderMilestones.orderId, milestone: orderMilestones.milestone })
      .from(orderMilestones)
      .where(inArray(orderMilestones.orderId, [inside.id, outside.id]));
    expect(rows).toEqual([{ orderId: inside.id, milestone: "loaded" }]);
  });
});
