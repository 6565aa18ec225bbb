// The customers' URLs through the built app as the administrator: the list with the URL's filters, a customer's
// page with links to their orders and documents, the audited edit with its checks, the picker's JSON search, the
// CSV, and the load failure.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customers, invoices, leads, quotes } from "../../../app/db/schema/index.ts";
import { pageText } from "../../support/test-app.ts";
import { readCsv } from "./leads-csv.ts";
import { startAdminApp, toastOf, type AdminApp } from "../../support/admin-session.ts";
import { createCardPayment, createOrder } from "./sales-factories.ts";

let admin: AdminApp;
let customerId: string;
let orderId: string;
let quoteId: string;
let invoiceId: string;

beforeAll(async () => {
  admin = await startAdminApp();
  const db = admin.app.database.db;
  const [customer] = await db
    .insert(customers)
    .values({ email: "hinano@example.pf", fullName: "Hinano Teriitahi", company: "Fare Ō", location: "Moorea" })
    .returning({ id: customers.id });
  customerId = customer!.id;
  await db.insert(customers).values({ email: "wang@example.cn", fullName: "王小明" });
  await db.insert(leads).values({ customerId, source: "devis", status: "qualified" });
  orderId = (await createOrder(db, { customerId, amount: 1_234_567 })).id;
  await createCardPayment(db, { buyerEmail: "hinano@example.pf", amountCents: 99_990, status: "paid" });
  const [quote] = await db
    .insert(quotes)
    .values({ number: "BPE-Q-2026-00007", customerId, total: 50_000, currency: "XPF" })
    .returning({ id: quotes.id });
  quoteId = quote!.id;
  const [invoice] = await db
    .insert(invoices)
    .values({ number: "BPE-F-2026-00003", customerId, amountTotal: 50_000, currency: "XPF", status: "issued" })
    .returning({ id: invoices.id });
  invoiceId = invoice!.id;
});
afterAll(async () => {
  await admin?.close();
});

describe("the customers list", () => {
  it("shows one row per customer with the URL's search, sorted as asked", async () => {
    const response = await admin.get("/admin/customers?q=fare&sort=name&dir=asc");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Clients – BPE Admin</title>");
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>.*?Nom/);
    const text = pageText(html);
    expect(text).toContain("hinano@example.pf");
    expect(text).not.toContain("wang@example.cn");
    expect(text).toContain("1–1 sur 1");
  });

  it("exports the filtered list as a CSV equal to its rows", async () => {
    const { rows } = await readCsv(await admin.get("/admin/customers/export.csv?q=%E7%8E%8B", "*/*"));
    expect(rows.map((row) => row[2])).toEqual(["wang@example.cn"]);
  });
});

describe("a customer's page", () => {
  it("shows the customer with links to their orders, quotes and invoices, amounts in French", async () => {
    const response = await admin.get(`/admin/customers/${customerId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Client Hinano Teriitahi – BPE Admin</title>");
    expect(html).toContain(`href="/admin/orders/${orderId}"`);
    expect(html).toContain(`href="/admin/quotes/${quoteId}"`);
    expect(html).toContain(`href="/admin/invoices/${invoiceId}"`);
    const text = pageText(html);
    expect(text).toContain(orderId.slice(0, 8));
    expect(html).toContain("1\u202f234\u202f567\u00a0XPF");
    expect(html).toContain("999,90\u00a0USD");
    expect(text).toContain("BPE-F-2026-00003");
    expect(text).toContain("Qualifié");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await admin.get("/admin/customers/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f")).status).toBe(404);
    expect((await admin.get("/admin/customers/not-a-uuid")).status).toBe(404);
  });

  it("saves the edited fields with a toast and an audit row", async () => {
    const saved = await admin.post(`/admin/customers/${customerId}`, {
      fullName: "Hinano Teriitahi-Roa",
      phone: "+689 87 11 22 33",
      company: "Fare Ō",
      location: "",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/customers/${customerId}`);
    expect((await toastOf(admin.app, saved))?.description).toBe("Client mis à jour");
    const [row] = await admin.app.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ fullName: "Hinano Teriitahi-Roa", phone: "+689 87 11 22 33", location: null });
    const [audit] = await admin.app.database.db
      .select({ actor: auditLog.actor, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "customer.update"));
    expect(audit).toEqual({
      actor: "admin@bpe-polynesie.example",
      summary: { fields: ["fullName", "phone", "location"] },
    });
  });

  it("saves the numéro TAHITI as printed and both addresses; refuses a malformed number with 400, writing nothing", async () => {
    const saved = await admin.post(`/admin/customers/${customerId}`, {
      fullName: "Hinano Teriitahi-Roa",
      phone: "+689 87 11 22 33",
      company: "Fare Ō",
      taxId: "a12345 001",
      address: "BP 4567, 98713 Papeete",
      deliveryAddress: "Zone industrielle de la Punaruu, Punaauia",
    });
    expect(saved.status).toBe(302);
    const db = admin.app.database.db;
    let [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({
      taxId: "A12345-001",
      address: "BP 4567, 98713 Papeete",
      deliveryAddress: "Zone industrielle de la Punaruu, Punaauia",
    });
    const page = pageText(await (await admin.get(`/admin/customers/${customerId}`)).text());
    for (const label of ["Numéro TAHITI", "Adresse de facturation", "Adresse de livraison"])
      expect(page).toContain(label);

    const refused = await admin.post(`/admin/customers/${customerId}`, { fullName: "X", taxId: "12-34" });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Numéro TAHITI invalide");
    [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ fullName: "Hinano Teriitahi-Roa", taxId: "A12345-001" });
  });

  it("refuses an invalid phone with 400 and its message, writing nothing", async () => {
    const refused = await admin.post(`/admin/customers/${customerId}`, { fullName: "X", phone: "appelez-moi" });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Numéro de téléphone invalide.");
    const [row] = await admin.app.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.fullName).toBe("Hinano Teriitahi-Roa");
  });
  it("switches the customer's automatic reminders off and on, audited; refuses a bad value with 400", async () => {
    const db = admin.app.database.db;
    const base = {
      fullName: "Hinano Teriitahi-Roa",
      phone: "+689 87 11 22 33",
      company: "Fare Ō",
      taxId: "A12345-001",
      address: "BP 4567, 98713 Papeete",
      deliveryAddress: "Zone industrielle de la Punaruu, Punaauia",
    };
    const page = await (await admin.get(`/admin/customers/${customerId}`)).text();
    expect(pageText(page)).toContain("Relances automatiques");
    expect(page).toMatch(/name="remindersEnabled"[^>]*checked/);
    const off = await admin.post(`/admin/customers/${customerId}`, { ...base, remindersSwitch: "1" });
    expect(off.status).toBe(302);
    let [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.remindersEnabled).toBe(false);
    const audits = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "customer.update"));
    expect(audits.at(-1)!.summary).toEqual({ fields: ["remindersEnabled"], remindersEnabled: false });
    expect(await (await admin.get(`/admin/customers/${customerId}`)).text()).not.toMatch(
      /name="remindersEnabled"[^>]*checked/,
    );
    // A form without the switch leaves it as it is.
    expect((await admin.post(`/admin/customers/${customerId}`, base)).status).toBe(302);
    [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.remindersEnabled).toBe(false);

    const refused = await admin.post(`/admin/customers/${customerId}`, {
      ...base,
      remindersSwitch: "1",
      remindersEnabled: "oui",
    });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Valeur invalide pour les relances automatiques.");
    const on = await admin.post(`/admin/customers/${customerId}`, {
      ...base,
      remindersSwitch: "1",
      remindersEnabled: "on",
    });
    expect(on.status).toBe(302);
    [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.remindersEnabled).toBe(true);
  });

  it("refuses a visitor's change of the switch", async () => {
    const response = await admin.app.request(`/admin/customers/${customerId}`, {
      method: "POST",
      body: new URLSearchParams({ remindersSwitch: "1" }),
      headers: { Accept: "text/html" },
    });
    expect([302, 401, 403]).toContain(response.status);
    const [row] = await admin.app.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.remindersEnabled).toBe(true);
  });
});

describe("the picker's search route", () => {
  it("answers JSON with the matching customers", async () => {
    const response = await admin.get("/admin/customers/search?q=HINANO", "application/json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      customers: [{ id: customerId, email: "hinano@example.pf", name: "Hinano Teriitahi-Roa", company: "Fare Ō" }],
    });
    expect(await (await admin.get("/admin/customers/search?q=", "application/json")).json()).toMatchObject({
      customers: expect.any(Array),
    });
  });
});

describe("a failed load", () => {
  it("says 'Impossible de charger les clients'", async () => {
    const db = admin.app.database.db;
    await db.execute(sql`alter table customers rename to customers_away`);
    try {
      const response = await admin.get("/admin/customers");
      expect(response.status).toBe(500);
      expect(pageText(await response.text())).toContain("Impossible de charger les clients");
    } finally {
      await db.execute(sql`alter table customers_away rename to customers`);
    }
  });
});
