// 'Établir la facture' on the card payments page through the built app: a paid card sale gets one invoice, paid by
// card; a second click opens the same invoice; a sale not paid is refused with its message; a visitor who is not
// the administrator is refused — on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../../app/db/schema/index.ts";
import { pageText } from "../../support/test-app.ts";
import { startAdminApp, type AdminApp } from "../../support/admin-session.ts";
import { locationId } from "./documents-desk-app.ts";
import { createCardPayment, createSalesProduct } from "./sales-factories.ts";

let admin: AdminApp;
let paidId: string;
let pendingId: string;

beforeAll(async () => {
  admin = await startAdminApp();
  const db = admin.app.database.db;
  const product = await createSalesProduct(db, "Pompe solaire 2 kW");
  paidId = (
    await createCardPayment(db, {
      buyerEmail: "facture.carte@example.pf",
      productId: product.id,
      amountCents: 31_000,
      currency: "USD",
      status: "paid",
      paidAt: new Date("2026-03-01T20:05:00Z"),
      paymentIntentId: "int_invoice_route",
    })
  ).id;
  pendingId = (await createCardPayment(db, { buyerEmail: "attente@example.pf", status: "pending" })).id;
}, 180_000);
afterAll(async () => {
  await admin?.close();
});

describe("a card sale's invoice", () => {
  it("is issued once, paid by card; a second click opens the same one", async () => {
    expect(pageText(await (await admin.get("/admin/airwallex-orders")).text())).toContain("Établir la facture");
    const first = await admin.post("/admin/airwallex-orders", { intent: "invoice", id: paidId });
    expect(first.status).toBe(302);
    const invoiceId = locationId(first);
    const second = await admin.post("/admin/airwallex-orders", { intent: "invoice", id: paidId });
    expect(locationId(second)).toBe(invoiceId);
    const rows = await admin.app.database.db
      .select({ id: invoices.id, number: invoices.number, status: invoices.status, amountPaid: invoices.amountPaid })
      .from(invoices)
      .where(eq(invoices.cardPaymentOrderId, paidId));
    expect(rows).toEqual([{ id: invoiceId, number: expect.any(String), status: "paid", amountPaid: 31_000 }]);
    expect(pageText(await (await admin.get("/admin/airwallex-orders")).text())).toContain(rows[0]!.number);
  });

  it("is refused for a sale not paid, with its message, and to a visitor", async () => {
    const refused = await admin.post("/admin/airwallex-orders", { intent: "invoice", id: pendingId });
    expect(refused.status).toBe(409);
    expect(pageText(await refused.text())).toContain(
      "Impossible d'établir la facture: Ce paiement par carte n'est pas réglé : il n'y a rien à facturer",
    );
    const visitor = await admin.app.request("/admin/airwallex-orders", {
      method: "POST",
      body: new URLSearchParams({ intent: "invoice", id: paidId }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(visitor.status).toBe(401);
    expect(
      await admin.app.database.db.select().from(invoices).where(eq(invoices.cardPaymentOrderId, pendingId)),
    ).toEqual([]);
  });
});
