import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers, mailOutbox, orders, products } from "../../../app/db/schema/index.ts";
import { MAX_ORDER_QUANTITY, splitDeposit } from "../../../app/modules/catalog/pricing.ts";
import { createOrder, type CreateOrderOptions } from "../../../app/modules/sales/create-order.server.ts";
import { TERMS_VERSION } from "../../../app/modules/sales/terms-of-sale.ts";
import { OrderError } from "../../../app/modules/sales/order-error.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, itOnPostgres, type TestDatabase } from "../../setup/test-db.ts";
import { createCategory, createProduct } from "./shop-fixtures.ts";

let database: TestDatabase;
let categoryId: string;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await createCategory(database.db, { key: "equip" })).id;
  // Two machines per 20-foot container: the product's data, not a rule on its slug (DESIGN.md ruling 11).
  slug = (
    await createProduct(database.db, {
      categoryId,
      slug: "mini-pelle-test",
      shippingUnit: "container_20",
      unitsPerShippingUnit: 2,
    })
  ).slug;
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
    customer: {
      email: "Hina.Teriierooiterai@Example.PF",
      fullName: "Hina Teriierooiterai",
      phone: "+689 87 11 22 33",
      company: "Fare SARL",
      location: "Raiatea",
    },
    quantity: 3,
    selections: { modele: ["grand"], extras: ["a", "b"] },
    notes: "Livraison groupée",
    projectType: "extension",
    hasAcceptedTerms: true,
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
    // unit = 100 000 + 50 000 + 1 000 − 3 000 = 148 000; 3 machines need 2 containers of 20 000 freight each:
    // total = 3 × 148 000 + 2 × 20 000
    expect(result).toMatchObject({ isDuplicate: false, amountXpf: 484_000 });
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({
      productSlug: slug,
      qty: 3,
      amount: 484_000,
      shippingUnit: "container_20",
      shippingUnitCount: 2,
      freightXpf: 40_000,
      termsVersion: TERMS_VERSION,
      currency: "XPF",
      depositRatio: 0.6,
      status: "pending",
      notes: "Livraison groupée",
      projectType: "extension",
      lang: "en",
    });
    expect(order!.options.map((o) => o.valueCode)).toEqual(["grand", "a", "b"]);
    expect(order!.options[0]).toEqual({
      code: "modele",
      label: "Modèle",
      valueCode: "grand",
      valueLabel: "Grand",
      priceDelta: 50_000,
    });
    const [customer] = await db.select().from(customers);
    expect(customer).toMatchObject({
      id: order!.customerId,
      email: "hina.teriierooiterai@example.pf",
      company: "Fare SARL",
      location: "Raiatea",
    });

    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(2);
    const notification = mails.find((m) => m.to === "business@example.com")!;
    expect(notification.subject).toBe(`Nouvelle commande ${result.orderId.slice(0, 8)} — Hina Teriierooiterai`);
    expect(notification.html).toContain("https://shop.example.com/admin/orders");
    for (const value of [
      "hina.teriierooiterai@example.pf",
      "+689 87 11 22 33",
      "Fare SARL",
      "Raiatea",
      slug,
      "Grand",
      "Extra B",
      "Livraison groupée",
      "Extension",
      "203.0.113.9",
    ]) {
      expect(notification.text).toContain(value);
    }
    expect(order!.termsAcceptedAt).toBeInstanceOf(Date);
    const text = notification.text.replace(/\s/g, " ");
    for (const value of [
      "484 000 XPF",
      "Acompte à la commande",
      "290 400 XPF (60 %)",
      "Solde avant le départ du navire",
      "193 600 XPF (40 %)",
      "Unités de transport",
      "2 conteneurs 20 pieds",
      "40 000 XPF",
    ]) {
      expect(text).toContain(value);
    }
    const ack = mails.find((m) => m.to === "hina.teriierooiterai@example.pf")!;
    expect(ack.subject).toBe(`Your order ${result.orderId.slice(0, 8)} is registered`);
    expect(ack.html).toContain(`https://shop.example.com/en/checkout?orderId=${result.orderId}`);
    expect(ack.text).not.toContain("203.0.113.9");
    // The buyer's language, English numbers: options, quantity, shipping units and the terms' words.
    for (const value of [
      "Grand",
      "Extra B",
      "2 20-foot containers",
      "484,000",
      "Deposit at order",
      "Balance before the ship leaves",
    ]) {
      expect(ack.text).toContain(value);
    }
    expect(ack.text).not.toContain("484\u202F000");
  });

  it("charges the freight of each shipping unit: 1, 2, 3 and 37 machines, deposit + balance = total", async () => {
    const { db } = database;
    for (const [quantity, containers] of [
      [1, 1],
      [2, 1],
      [3, 2],
      [37, 19],
    ] as const) {
      const result = await createOrder(
        db,
        orderOptions({ quantity, selections: { modele: ["petit"] }, notes: `q${quantity}` }),
      );
      const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
      expect(order, `${quantity} machines`).toMatchObject({
        qty: quantity,
        shippingUnitCount: containers,
        freightXpf: containers * 20_000,
        amount: quantity * 100_000 + containers * 20_000,
      });
      const { deposit, balance } = splitDeposit(order!.amount, order!.depositRatio);
      expect(deposit + balance).toBe(order!.amount);
    }
  });

  it("refuses a quantity above the bound and an order without the terms, writing nothing", async () => {
    const { db } = database;
    await expect(createOrder(db, orderOptions({ quantity: MAX_ORDER_QUANTITY + 1 }))).rejects.toMatchObject({
      code: "QUANTITY_TOO_LARGE",
    });
    await expect(createOrder(db, orderOptions({ quantity: 1_000_000 }))).rejects.toMatchObject({
      code: "QUANTITY_TOO_LARGE",
    });
    await expect(createOrder(db, orderOptions({ hasAcceptedTerms: false }))).rejects.toMatchObject({
      code: "TERMS_NOT_ACCEPTED",
    });
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(0);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(0);
  });

  it("makes one order of a form sent twice with its token, and a new one for a new page view", async () => {
    const { db } = database;
    const token = crypto.randomUUID();
    const [first, second] = await Promise.all([
      createOrder(db, orderOptions({ submissionToken: token })),
      createOrder(db, orderOptions({ submissionToken: token })),
    ]);
    expect(first.orderId).toBe(second.orderId);
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(1);
    // The same buyer orders again from a new page view: a new order, even within the minute.
    const again = await createOrder(db, orderOptions({ submissionToken: crypto.randomUUID() }));
    expect(again).toMatchObject({ isDuplicate: false });
    expect(again.orderId).not.toBe(first.orderId);
  });

  it("never hands back a paid order for a new submission", async () => {
    const { db } = database;
    const first = await createOrder(db, orderOptions());
    await db.update(orders).set({ status: "paid" }).where(eq(orders.id, first.orderId));
    const second = await createOrder(db, orderOptions());
    expect(second.isDuplicate).toBe(false);
    expect(second.orderId).not.toBe(first.orderId);
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
    const second = await createOrder(
      db,
      orderOptions({ customer: { ...orderOptions().customer, email: " hina.teriierooiterai@example.pf " } }),
    );
    expect(second).toEqual({ ...first, isDuplicate: true });
    const third = await createOrder(db, orderOptions({ quantity: 4 }));
    expect(third.isDuplicate).toBe(false);
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(2);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(4);
  });

  itOnPostgres("writes one order for two identical requests at the same moment", async () => {
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
    await expect(createOrder(db, orderOptions({ productSlug: "inconnu" }))).rejects.toMatchObject({
      code: "PRODUCT_NOT_FOUND",
    });
    const onQuote = await createProduct(db, {
      categoryId,
      finalPriceXpf: null,
      basePriceXpf: null,
      freightPriceXpf: null,
      purchasePriceCents: null,
    });
    await expect(
      createOrder(db, orderOptions({ productSlug: onQuote.slug, selections: { modele: ["petit"] } })),
    ).rejects.toBeInstanceOf(OrderError);
    await expect(
      createOrder(db, orderOptions({ productSlug: onQuote.slug, selections: { modele: ["petit"] } })),
    ).rejects.toMatchObject({ code: "PRODUCT_ON_QUOTE" });
    const draft = await createProduct(db, { categoryId, status: "draft" });
    await expect(createOrder(db, orderOptions({ productSlug: draft.slug }))).rejects.toMatchObject({
      code: "PRODUCT_NOT_FOUND",
    });
    const inactive = await createProduct(db, { categoryId, active: false });
    await expect(createOrder(db, orderOptions({ productSlug: inactive.slug }))).rejects.toMatchObject({
      code: "PRODUCT_NOT_FOUND",
    });
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(0);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(0);
    await db.delete(products).where(eq(products.slug, onQuote.slug));
  });

  it("ignores unknown option values and keeps one value for a select", async () => {
    const { db } = database;
    const result = await createOrder(
      db,
      orderOptions({ quantity: 1, selections: { modele: ["petit", "grand"], extras: ["zz"] } }),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order!.options.map((o) => o.valueCode)).toEqual(["petit"]);
    expect(order!.amount).toBe(120_000);
  });
});
