// The sales desk's URLs through the built app: every page, action, search route and CSV refuses a visitor who is not
// the administrator; the leads page reads its filters from the URL, its actions write and answer with a toast, its
// CSV equals its rows, and a failed load says 'Impossible de charger les prospects'.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, leads } from "../../../app/db/schema/index.ts";
import { pageText } from "../../support/test-app.ts";
import { readCsv } from "./leads-csv.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";
import { startAdminApp, toastOf, type AdminApp } from "../../support/admin-session.ts";

let admin: AdminApp;
let leadId: string;
let customerId: string;
const MISSING = "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f";

beforeAll(async () => {
  admin = await startAdminApp();
  const db = admin.app.database.db;
  const [customer] = await db
    .insert(customers)
    .values({ email: "hinano@example.pf", fullName: "Hinano Teriitahi", phone: "+689 87 11 22 33" })
    .returning({ id: customers.id });
  customerId = customer!.id;
  const [lead] = await db
    .insert(leads)
    .values({ customerId, source: "devis", message: "Un conteneur de panneaux", projectType: "solar" })
    .returning({ id: leads.id });
  leadId = lead!.id;
  const [other] = await db
    .insert(customers)
    .values({ email: "marc@example.pf", fullName: "Marc Dupont" })
    .returning({ id: customers.id });
  await db.insert(leads).values({ customerId: other!.id, source: "home", status: "lost" });
});
afterAll(async () => {
  await admin?.close();
});

describe("a visitor who is not the administrator", () => {
  const pages = [
    "/admin/leads",
    `/admin/leads/${MISSING}`,
    "/admin/customers",
    `/admin/customers/${MISSING}`,
    "/admin/airwallex-orders",
  ];
  const files = [
    "/admin/leads/export.csv",
    "/admin/customers/export.csv",
    "/admin/airwallex-orders/export.csv",
    "/admin/customers/search?q=hinano",
  ];

  it("is sent to sign in from every page", async () => {
    for (const url of pages) {
      const response = await admin.app.request(url, { headers: { Accept: "text/html" } });
      expect(response.status, url).toBe(302);
      expect(response.headers.get("Location"), url).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
    }
  });

  it("gets 401 and no data from every file, search and page data", async () => {
    for (const url of [...files, "/admin/leads.data", "/admin/customers.data"]) {
      const response = await admin.app.request(url, { headers: { Accept: "*/*" } });
      // A data request gets React Router's redirect (202 with the sign-in URL inside), a file 401.
      expect([401, 202], url).toContain(response.status);
      const body = await response.text();
      expect(body, url).not.toContain("hinano@example.pf");
    }
    for (const url of files) expect((await admin.app.request(url)).status, url).toBe(401);
  });

  it("cannot write: every action answers 401 and changes nothing", async () => {
    const post = (url: string, fields: Record<string, string>) =>
      admin.app.request(url, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    expect((await post("/admin/leads", { intent: "status", leadId, status: "converted" })).status).toBe(401);
    expect((await post("/admin/leads", { intent: "notes", leadId, notes: "pirate" })).status).toBe(401);
    expect((await post(`/admin/customers/${customerId}`, { fullName: "Pirate" })).status).toBe(401);
    const [lead] = await admin.app.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "new", notes: null });
    const [customer] = await admin.app.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer!.fullName).toBe("Hinano Teriitahi");
  });
});

describe("a lead's codes", () => {
  // The dialog (rendered in the browser) uses the same labels; tests/e2e/admin-leads.test.ts opens it.
  it("are shown as their labels in the list and the CSV, the buyer's message apart from the notes", async () => {
    const db = admin.app.database.db;
    const category = await createCategory(db, { key: "abris", name: "Abris" });
    await createProduct(db, { categoryId: category.id, slug: "abri-jardin", title: "Abri de jardin en bois" });
    const [customer] = await db
      .insert(customers)
      .values({ email: "moana@example.pf", fullName: "Moana Tapu" })
      .returning({ id: customers.id });
    const [lead] = await db
      .insert(leads)
      .values({
        customerId: customer!.id,
        source: "product",
        productSlug: "abri-jardin",
        projectType: "construction-neuve",
        message: "Livraison à Taha'a",
        notes: "Rappeler lundi",
      })
      .returning({ id: leads.id });
    try {
      const list = pageText(await (await admin.get("/admin/leads?q=moana")).text());
      expect(list).toContain("Abri de jardin en bois");
      const devisList = pageText(await (await admin.get("/admin/leads?q=hinano")).text());
      expect(devisList).toContain("Solaire / Photovoltaïque");

      const { header, rows } = await readCsv(await admin.get("/admin/leads/export.csv?q=moana", "*/*"));
      const row = Object.fromEntries(header.map((title, i) => [title, rows[0]![i]]));
      expect(row).toMatchObject({
        Produit: "Abri de jardin en bois",
        "Type de projet": "Construction neuve",
        Message: "Livraison à Taha'a",
        "Notes internes": "Rappeler lundi",
      });
    } finally {
      await db.delete(leads).where(eq(leads.id, lead!.id));
    }
  });
});

describe("the leads page", () => {
  it("shows the title, the counters, the conversion rate and the rows of the URL's filters", async () => {
    const response = await admin.get("/admin/leads?status=new");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Gestion des Prospects – BPE Admin</title>");
    const text = pageText(html);
    expect(text).toContain("Gestion des Prospects");
    expect(text).toMatch(/Nouveaux 1 .*Perdus 1 .*Taux de conversion 0 %/);
    expect(text).toContain("hinano@example.pf");
    expect(text).not.toContain("marc@example.pf");
  });

  it("qualifies a lead, then sets any status, each with a toast, back to the same list", async () => {
    const back = "/admin/leads?status=new&lead=" + leadId;
    const qualified = await admin.post("/admin/leads", {
      intent: "status",
      leadId,
      status: "qualified",
      returnTo: back,
    });
    expect(qualified.status).toBe(302);
    expect(qualified.headers.get("Location")).toBe(back);
    expect(await toastOf(admin.app, qualified)).toMatchObject({
      type: "success",
      title: "Succès",
      description: "Statut mis à jour : Qualifié",
    });
    await admin.post("/admin/leads", { intent: "status", leadId, status: "converted" });
    const [lead] = await admin.app.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("converted");
    expect(pageText(await (await admin.get("/admin/leads")).text())).toContain("Taux de conversion 50 %");
  });

  it("saves notes with a message", async () => {
    const saved = await admin.post("/admin/leads", { intent: "notes", leadId, notes: "Rappeler jeudi" });
    expect(saved.headers.get("Location")).toBe("/admin/leads");
    expect((await toastOf(admin.app, saved))?.description).toBe("Notes enregistrées");
    const [lead] = await admin.app.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.notes).toBe("Rappeler jeudi");
  });

  it("answers a failed update with the error toast, an unknown intent with 400, and never leaves the leads page", async () => {
    const failed = await admin.post("/admin/leads", {
      intent: "status",
      leadId: MISSING,
      status: "lost",
      returnTo: "https://evil.example/",
    });
    expect(failed.headers.get("Location")).toBe("/admin/leads");
    expect(await toastOf(admin.app, failed)).toMatchObject({
      type: "error",
      title: "Erreur",
      description: "Impossible de mettre à jour le statut",
    });
    const notes = await admin.post("/admin/leads", { intent: "notes", leadId: "x", notes: "y" });
    expect((await toastOf(admin.app, notes))?.description).toBe("Impossible d'enregistrer les notes");
    expect((await admin.post("/admin/leads", { intent: "drop", leadId })).status).toBe(400);
  });

  it("opens a lead from the notification's link /admin/leads/{id}", async () => {
    const response = await admin.get(`/admin/leads/${leadId}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/leads?lead=${leadId}`);
  });

  it("exports the filtered list as a CSV equal to its rows", async () => {
    const { rows } = await readCsv(await admin.get("/admin/leads/export.csv?source=home&page=3&sort=name", "*/*"));
    expect(rows.map((row) => [row[2], row[6]])).toEqual([["marc@example.pf", "Perdu"]]);
  });

  it("writes a phone number as a text formula a spreadsheet shows with its '+' and no apostrophe", async () => {
    const { header, rows } = await readCsv(await admin.get("/admin/leads/export.csv?q=hinano", "*/*"));
    expect(rows.map((row) => row[header.indexOf("Téléphone")])).toEqual(['="+689 87 11 22 33"']);
  });

  it("says 'Impossible de charger les prospects' when the leads cannot be read", async () => {
    const db = admin.app.database.db;
    await db.execute(sql`alter table leads rename to leads_away`);
    try {
      const response = await admin.get("/admin/leads");
      expect(response.status).toBe(500);
      const text = pageText(await response.text());
      expect(text).toContain("Impossible de charger les prospects");
      expect(text).toContain("Tableau de bord");
    } finally {
      await db.execute(sql`alter table leads_away rename to leads`);
    }
  });
});
