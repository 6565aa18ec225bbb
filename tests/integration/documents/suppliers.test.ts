import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { auditLog, suppliers } from "../../../app/db/schema/index.ts";
import { createPurchaseOrder } from "../../../app/modules/documents/create-purchase-order.server.ts";
import { createPurchaseOrderFromOrder } from "../../../app/modules/documents/create-purchase-order-from-order.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { deleteSupplier } from "../../../app/modules/documents/delete-supplier.server.ts";
import { getPurchaseOrder } from "../../../app/modules/documents/get-purchase-order.server.ts";
import { listSuppliers, SUPPLIER_LIST_SPEC } from "../../../app/modules/documents/list-suppliers.server.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { updatePurchaseOrder } from "../../../app/modules/documents/update-purchase-order.server.ts";
import { updateSupplier } from "../../../app/modules/documents/update-supplier.server.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createOrderRow } from "./document-factories.ts";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

describe("suppliers and purchase orders", () => {
  it("creates, lists by name with a search, edits and deletes a supplier", async () => {
    await expect(createSupplier({ db, actor: ACTOR, name: "  " })).rejects.toMatchObject({
      code: "SUPPLIER_NAME_REQUIRED",
    });
    const b = await createSupplier({
      db,
      actor: ACTOR,
      name: "Zhejiang Solar 浙江光伏",
      email: "sales@zj-solar.example",
    });
    const a = await createSupplier({ db, actor: ACTOR, name: "Anhui Steel" });
    const suppliersOf = async (query: string) =>
      (await listSuppliers(db, parseListParams(new URLSearchParams(query), SUPPLIER_LIST_SPEC))).rows;
    expect((await suppliersOf("")).map((s) => s.name)).toEqual(["Anhui Steel", "Zhejiang Solar 浙江光伏"]);
    expect((await suppliersOf("dir=desc")).map((s) => s.name)).toEqual(["Zhejiang Solar 浙江光伏", "Anhui Steel"]);
    expect((await suppliersOf("q=zj-SOLAR")).map((s) => s.id)).toEqual([b.id]);
    await updateSupplier({
      db,
      actor: ACTOR,
      supplierId: a.id,
      phone: "+86 21 5555 0000",
      website: "https://anhui.example",
    });
    await expect(updateSupplier({ db, actor: ACTOR, supplierId: a.id, name: "" })).rejects.toMatchObject({
      code: "SUPPLIER_NAME_REQUIRED",
    });
    await deleteSupplier({ db, actor: ACTOR, supplierId: a.id });
    expect(await db.select().from(suppliers).where(eq(suppliers.id, a.id))).toEqual([]);
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(actions.map((row) => row.action).sort()).toEqual(["supplier.create", "supplier.delete", "supplier.update"]);
  });

  it("refuses to delete a supplier that purchase orders name", async () => {
    const supplier = await createSupplier({ db, actor: ACTOR, name: "Guangdong Cabins" });
    await createPurchaseOrder({
      db,
      actor: ACTOR,
      supplierId: supplier.id,
      lines: [{ description: "Cabine", qty: 1, unitPrice: 100 }],
    });
    await expect(deleteSupplier({ db, actor: ACTOR, supplierId: supplier.id })).rejects.toMatchObject({
      code: "SUPPLIER_IN_USE",
    });
    // The foreign key refuses it too.
    await expect(db.delete(suppliers).where(eq(suppliers.id, supplier.id))).rejects.toThrow();
  });

  it("creates a purchase order in USD with 'CNF Papeete' and the ship-to of the settings; lines take 0.01 quantities", async () => {
    await updateSetting(db, "purchase_order_ship_to", "Transit Moana, Fare Ute, Papeete");
    const supplier = await createSupplier({ db, actor: ACTOR, name: "Ningbo Pumps" });
    const po = await createPurchaseOrder({
      db,
      actor: ACTOR,
      supplierId: supplier.id,
      lines: [
        { description: "Pompe", qty: "2,25", unitPrice: 12_345 },
        { description: "Tuyau", qty: "x", unitPrice: 500 },
      ],
    });
    expect(po.total).toBe(27_776);
    const loaded = await getPurchaseOrder({ db, purchaseOrderId: po.id });
    expect(loaded).toMatchObject({
      status: "draft",
      currency: "USD",
      incoterm: "CNF Papeete",
      shipTo: "Transit Moana, Fare Ute, Papeete",
    });
    expect(loaded.lines.map((l) => l.qty)).toEqual([2.25, 0]);
    expect(loaded.supplier?.name).toBe("Ningbo Pumps");

    await updatePurchaseOrder({
      db,
      actor: ACTOR,
      purchaseOrderId: po.id,
      status: "confirmed",
      lines: [{ description: "Pompe", qty: 0.01, unitPrice: 100_000 }],
    });
    expect(await getPurchaseOrder({ db, purchaseOrderId: po.id })).toMatchObject({ status: "confirmed", total: 1_000 });
    await expect(updatePurchaseOrder({ db, actor: ACTOR, purchaseOrderId: "" })).rejects.toMatchObject({
      code: "PURCHASE_ORDER_ID_MISSING",
    });
    await expect(
      getPurchaseOrder({ db, purchaseOrderId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({
      code: "PURCHASE_ORDER_NOT_FOUND",
    });
  });

  it("makes a draft purchase order from an order: the product at its purchase price, in USD", async () => {
    const order = await createOrderRow(db);
    const po = await createPurchaseOrderFromOrder({ db, actor: ACTOR, orderId: order.id });
    const loaded = await getPurchaseOrder({ db, purchaseOrderId: po.id });
    expect(loaded).toMatchObject({ status: "draft", currency: "USD", orderId: order.id, total: 900_000 });
    expect(loaded.lines).toEqual([
      expect.objectContaining({ productSlug: order.product.slug, qty: 2, unitPrice: 450_000 }),
    ]);
  });
});
