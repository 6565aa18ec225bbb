import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers, mailOutbox, orders, products } from "../../../app/db/schema/index.ts";
import { createOrder, type CreateOrderOptions } from "../../../app/modules/sales/create-order.server.ts";
import { OrderError } from "../../../app/modules/sales/order-error.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { createCategory, createProduct } from "./shop-fixtures.ts";

let database: TestDatabase;
let categoryId: string;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await createCategory(database.db, { key: "equip" })).id;
  slug = (await createProduct(database.db, { categoryId, slug: "mini-pelle-test" })).slug;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(orders);
  await database.db.delete(customers);
});

function orderOptions(overrides: Partial<CreateOrderOptions> = {}): CreateOrderOptions {
  return {
    productSlug: slug,
    customer: { email: "Hina.Teriierooiterai@Example.PF", fullName: "Hina Teriierooiterai", phone: "+689 87 11 22 33", company: "Fare SARL", location: "Raiatea" },
    quantity: 3,
    selections: { modele: ["grand"], extras: ["a", "b"] },
    notes: "Livraison groupée",
    projectType: "extension",
    lang: "en",
    clientIp: "203.0.113.9",
    notifyTo: "business@example.com",
    siteUrl: "https://shop.example.com/",
    company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
    ...overrides,
  };
}

describe("createOrder", () => {
  it("computes the amount from the catalogue and writes customer, order and two emails", async () => {
    const { db } = database;
    const result = await createOrder(db, orderOptions());
    // unit = 100 000 + 50 000 + 1 000 − 3 000 = 148 000; total = 3 × 148 000 + 20 000 freight
    expect(result).toMatchObject({ isDuplicate: false, amountXpf: 464_000 });
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({
      productSlug: slug,
      qty: 3,
      amount: 464_000,
      currency: "XPF",
      depositRatio: 0.6,
      status: "pending",
      notes: "Livraison groupée",
      projectType: "extension",
      lang: "en",
    });
    expect(order!.options.map((o) => o.valueCode)).toEqual(["grand", "a", "b"]);
    expect(order!.options[0]).toEqual({ code: "modele", label: "Modèle", valueCode: "grand", valueLabel: "Grand", priceDelta: 50_000 });
    const [customer] = await db.select().from(customers);
    expect(customer).toMatchObject({ id: order!.customerId, email: "hina.teriierooiterai@example.pf", company: "Fare SARL", location: "Raiatea" });

    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(2);
    const notification = mails.find((m) => m.to === "business@example.com")!;
    expect(notification.subject).toBe(`Nouvelle commande ${result.orderId.slice(0, 8)} — Hina Teriierooiterai`);
    expect(notification.html).toContain("https://shop.example.com/admin/orders");
    for (const value of ["hina.teriierooiterai@example.pf", "+689 87 11 22 33", "Fare SARL", "Raiatea", slug, "Grand", "Extra B", "Livraison groupée", "Extension", "203.0.113.9"]) {
      expect(notification.text).toContain(value);
    }
    expect(notification.text.replace(/\s/g, " ")).toContain("464 000 XPF");
    expect(notification.text.replace(/\s/g, " ")).toContain("278 400 XPF (60 %)");
    const ack = mails.find((m) => m.to === "hina.teriierooiterai@example.pf")!;
    expect(ack.subject).toBe(`Your order ${result.orderId.slice(0, 8)} is registered`);
    expect(ack.html).toContain(`https://shop.example.com/en/checkout?orderId=${result.orderId}`);
    expect(ack.text).not.toContain("203.0.113.9");
  });

  it("takes the deposit ratio from the settings", async () => {
    const { db } = database;
    await updateSetting(db, "deposit_ratio", 0.3);
    try {
      const result = await createOrder(db, orderOptions({ quantity: 1, selections: { modele: ["petit"] } }));
      const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
      expect(order).toMatchObject({ amount: 120_000, depositRatio: 0.3 });
    } finally {
      await updateSetting(db, "deposit_ratio", 0.6);
    }
  });

  it("treats the same order within a minute as one", async () => {
    const { db } = database;
    const first = await createOrder(db, orderOptions());
    const second = await createOrder(db, orderOptions({ customer: { ...orderOptions().customer, email: " hina.teriierooiterai@example.pf " } }));
    expect(second).toEqual({ ...first, isDuplicate: true });
    const third = await createOrder(db, orderOptions({ quantity: 4 }));
    expect(third.isDuplicate).toBe(false);
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(2);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(4);
  });

  it("writes one order for two identical requests at the same moment", async () => {
    const { db } = database;
    const results = await Promise.all([createOrder(db, orderOptions()), createOrder(db, orderOptions())]);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(1);
  });

  it("refuses missing required options, unknown products, products on quote and unpublished products", async () => {
    const { db } = database;
    await expect(createOrder(db, orderOptions({ selections: { extras: ["a"] } }))).rejects.toMatchObject({
      code: "OPTIONS_REQUIRED",
      details: ["Modèle"],
    });
    await expect(createOrder(db, orderOptions({ productSlug: "inconnu" }))).rejects.toMatchObject({ code: "PRODUCT_NOT_FOUND" });
    const onQuote = await createProduct(db, { categoryId, finalPriceXpf: null, basePriceXpf: null, freightPriceXpf: null, purchasePriceCents: null });
    await expect(createOrder(db, orderOptions({ productSlug: onQuote.slug, selections: { modele: ["petit"] } }))).rejects.toBeInstanceOf(OrderError);
    await expect(createOrder(db, orderOptions({ productSlug: onQuote.slug, selections: { modele: ["petit"] } }))).rejects.toMatchObject({ code: "PRODUCT_ON_QUOTE" });
    const draft = await createProduct(db, { categoryId, status: "draft" });
    await expect(createOrder(db, orderOptions({ productSlug: draft.slug }))).rejects.toMatchObject({ code: "PRODUCT_NOT_FOUND" });
    const inactive = await createProduct(db, { categoryId, active: false });
    await expect(createOrder(db, orderOptions({ productSlug: inactive.slug }))).rejects.toMatchObject({ code: "PRODUCT_NOT_FOUND" });
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(0);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(0);
    await db.delete(products).where(eq(products.slug, onQuote.slug));
  });

  it("ignores unknown option values and keeps one value for a select", async () => {
    const { db } = database;
    const result = await createOrder(db, orderOptions({ quantity: 1, selections: { modele: ["petit", "grand"], extras: ["zz"] } }));
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order!.options.map((o) => o.valueCode)).toEqual(["petit"]);
    expect(order!.amount).toBe(120_000);
  });
});
