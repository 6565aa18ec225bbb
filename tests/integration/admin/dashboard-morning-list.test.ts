// Issue 31 items 4 and 5 through the built app: the dashboard's first card is the morning list (the 07:00 mail's
// sections), with the overdue balance (ETD first) and the shipments leaving or arriving within 7 days.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, invoices, orders, shipmentOrders } from "../../../app/db/schema/index.ts";
import { addDays } from "../../../app/modules/documents/document-number.ts";
import { tahitiIsoDate } from "../../../app/modules/format/tahiti-date.ts";
import { getMorningList } from "../../../app/modules/morning-list/get-morning-list.server.ts";
import { pageText } from "../../support/test-app.ts";
import { startAdminApp, type AdminApp } from "../../support/admin-session.ts";
import { createShipment } from "../shipments/shipment-factories.ts";

let admin: AdminApp;
let orderId: string;
const today = tahitiIsoDate(new Date());

beforeAll(async () => {
  admin = await startAdminApp();
  const db = admin.app.database.db;
  const [customer] = await db
    .insert(customers)
    .values({ email: "owner-card@example.pf", fullName: "Moana" })
    .returning({ id: customers.id });
  const [order] = await db
    .insert(orders)
    .values({ customerId: customer!.id, productSlug: "mini-pelle", amount: 300000, status: "processing" })
    .returning({ id: orders.id });
  orderId = order!.id;
  await db.insert(invoices).values({
    number: "BPE-F-2026-60001",
    kind: "balance",
    orderId: order!.id,
    customerId: customer!.id,
    status: "sent",
    currency: "XPF",
    amountTotal: 120000,
    issuedOn: addDays(today, -30),
    dueDate: addDays(today, 30),
  });
  // The ship left two days ago: the balance is overdue though the invoice's own date is a month away.
  const left = await createShipment(db, {
    reference: "EXP-2026-PAST",
    status: "departed",
    etd: addDays(today, -2),
    eta: addDays(today, 40),
  });
  await db.insert(shipmentOrders).values({ shipmentId: left.id, orderId: order!.id, marks: "BPE-CARD" });
  await createShipment(db, {
    reference: "EXP-2026-SOON",
    status: "planned",
    etd: addDays(today, 3),
    eta: addDays(today, 25),
  });
  await createShipment(db, {
    reference: "EXP-2026-HERE",
    status: "departed",
    etd: addDays(today, -20),
    eta: addDays(today, 6),
  });
  await createShipment(db, {
    reference: "EXP-2026-LATER",
    status: "planned",
    etd: addDays(today, 9),
    eta: addDays(today, 30),
  });
});
afterAll(async () => {
  await admin?.close();
});

describe("the dashboard's morning list", () => {
  it("fills the shipments slot with the ones leaving or arriving within 7 days", async () => {
    const list = await getMorningList(admin.app.database.db, new Date());
    expect(list.shipments.map((shipment) => shipment.reference)).toEqual(["EXP-2026-SOON", "EXP-2026-HERE"]);
    expect(list.overdueBalances.map((balance) => balance.dueDate)).toEqual([addDays(today, -2)]);
  });

  it("is the dashboard's first card, with the mail's sections", async () => {
    const response = await admin.get("/admin");
    expect(response.status).toBe(200);
    const text = pageText(await response.text());
    const card = text.indexOf("Liste du matin");
    expect(card).toBeGreaterThan(-1);
    // First: before the indicators.
    expect(card).toBeLessThan(text.indexOf("Indicateurs"));
    expect(text).toContain("Soldes en retard (1)");
    expect(text).toContain("BPE-F-2026-60001, dû le");
    expect(text).toContain("Expéditions au départ ou à l'arrivée (7 jours) (2)");
    expect(text).toContain("EXP-2026-SOON, départ le");
    expect(text).toContain("EXP-2026-HERE, arrivée le");
    expect(text).not.toContain("EXP-2026-LATER");
  });

  it("flags the overdue balance on the order page with its amount and date", async () => {
    const response = await admin.get(`/admin/orders/${orderId}`);
    expect(response.status).toBe(200);
    const text = pageText(await response.text());
    expect(text).toMatch(/Solde en retard : facture BPE-F-2026-60001, 120\s000\sXPF à payer, dû le/u);
  });
});
