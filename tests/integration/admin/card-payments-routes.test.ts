// The card payments page through the built app as the administrator: the URL's search and status, the tiles, the
// badges, amounts in each currency's own minor unit, the Airwallex dashboard link, the empty list, the CSV and
// the load failure.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText } from "../../support/test-app.ts";
import { readCsv } from "./leads-csv.ts";
import { startAdminApp, type AdminApp } from "../../support/admin-session.ts";
import { createCardPayment, createSalesProduct } from "./sales-factories.ts";

let admin: AdminApp;
let paidId: string;

beforeAll(async () => {
  admin = await startAdminApp();
  const db = admin.app.database.db;
  const product = await createSalesProduct(db, "Kit solaire 5 kW");
  paidId = (
    await createCardPayment(db, {
      buyerEmail: "teva@example.pf",
      productId: product.id,
      amountCents: 123_456,
      currency: "USD",
      status: "paid",
      provider: "airwallex",
      paymentIntentId: "int_hkdemo123",
      createdAt: new Date("2026-03-01T20:05:00Z"),
    })
  ).id;
  await createCardPayment(db, { buyerEmail: "li@example.cn", amountCents: 250_000, currency: "XPF", status: "paid" });
  await createCardPayment(db, { buyerEmail: "li@example.cn", amountCents: 5_000, currency: "XPF", status: "failed" });
  await createCardPayment(db, { buyerEmail: "moana@example.pf", status: "pending" });
});
afterAll(async () => {
  await admin?.close();
});

describe("the card payments page", () => {
  it("shows the tiles, the table and the provider link", async () => {
    const response = await admin.get("/admin/airwallex-orders");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Commandes par carte – BPE Admin</title>");
    expect(html).toContain('href="https://demo.airwallex.com/app/acquiring/payments/int_hkdemo123"');
    expect(html).toMatch(/>1\u202f234,56\u00a0USD</);
    const text = pageText(html);
    // pageText folds every space, the narrow no-break ones of French numbers included, into one.
    expect(text).toContain("Commandes 4 Payées 2 En attente 1 Chiffre d'affaires 1 234,56 USD 250 000 XPF");
    expect(text).toContain("01/03/2026 10:05");
    expect(text).toContain(`Kit solaire 5 kW ${paidId.slice(0, 8)}`);
    for (const badge of ["Payé", "Échoué", "En attente"]) expect(text).toContain(badge);
  });

  it("searches the buyer's email ignoring case and filters by status", async () => {
    const text = pageText(await (await admin.get("/admin/airwallex-orders?q=LI@&status=failed")).text());
    expect(text).toContain("li@example.cn");
    expect(text).toContain("5 000 XPF Échoué");
    expect(text).not.toContain("teva@example.pf");
  });

  it("says 'Aucune commande trouvée' with no order at all", async () => {
    const db = admin.app.database.db;
    await db.execute(sql`alter table card_payment_orders rename to card_payment_orders_kept`);
    await db.execute(sql`create table card_payment_orders (like card_payment_orders_kept including all)`);
    try {
      expect(pageText(await (await admin.get("/admin/airwallex-orders")).text())).toContain("Aucune commande trouvée");
    } finally {
      await db.execute(sql`drop table card_payment_orders`);
      await db.execute(sql`alter table card_payment_orders_kept rename to card_payment_orders`);
    }
  });

  it("exports the filtered list as a CSV equal to its rows", async () => {
    const { rows } = await readCsv(await admin.get("/admin/airwallex-orders/export.csv?status=paid", "*/*"));
    expect(rows.map((row) => [row[2], row[6], row[7]])).toEqual([
      ["li@example.cn", "250000", "XPF"],
      ["teva@example.pf", "1234,56", "USD"],
    ]);
    // The order's short number, as in every other CSV and on screen (sales/order-number.ts).
    expect(rows[1]![1]).toBe(paidId.slice(0, 8));
    expect(rows.every((row) => row[1]!.length === 8)).toBe(true);
  });

  it("says 'Impossible de charger les commandes' when they cannot be read", async () => {
    const db = admin.app.database.db;
    await db.execute(sql`alter table card_payment_orders rename to card_payment_orders_away`);
    try {
      const response = await admin.get("/admin/airwallex-orders");
      expect(response.status).toBe(500);
      expect(pageText(await response.text())).toContain("Impossible de charger les commandes");
    } finally {
      await db.execute(sql`alter table card_payment_orders_away rename to card_payment_orders`);
    }
  });
});
