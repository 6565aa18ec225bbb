// Decision 013 through the routes: 'Nouveau devis' and 'Nouveau bon de commande' open an editor that writes nothing
// and takes no number until its first save; a draft never sent can be deleted, a sent one cannot; deleting never
// touches the invoice series — on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentCounters, documentLines, purchaseOrders, quotes } from "../../../app/db/schema/index.ts";
import { pageText } from "../auth/auth-app.ts";
import { linesField, locationId, startDeskApp, type DeskApp } from "../admin/documents-desk-app.ts";

let desk: DeskApp;
const db = () => desk.app.database.db;
const counters = () => db().select().from(documentCounters);
const count = async (table: typeof quotes | typeof purchaseOrders) => (await db().select().from(table)).length;

beforeAll(async () => {
  desk = await startDeskApp();
}, 180_000);
afterAll(async () => {
  await desk?.app.close();
});

describe("new quotes and purchase orders", () => {
  it("open an empty editor from the lists, writing nothing and taking no number", async () => {
    const before = { quotes: await count(quotes), pos: await count(purchaseOrders), counters: await counters() };
    for (const [list, page, title] of [
      ["/admin/quotes", "/admin/quotes/new", "Nouveau devis"],
      ["/admin/purchase-orders", "/admin/purchase-orders/new", "Nouveau bon de commande"],
    ] as const) {
      const listHtml = await (await desk.get(list)).text();
      expect(listHtml).toContain(`href="${page}"`);
      const response = await desk.get(page);
      expect(response.status).toBe(200);
      const text = pageText(await response.text());
      expect(text).toContain(title);
      expect(text).toContain("Le numéro est attribué au premier enregistrement.");
      expect(text).not.toContain("Aperçu");
    }
    // The old one-click creation is gone: a POST to a list creates nothing.
    expect((await desk.post("/admin/quotes?index", { intent: "create" })).status).toBeGreaterThanOrEqual(400);
    expect(await count(quotes)).toBe(before.quotes);
    expect(await count(purchaseOrders)).toBe(before.pos);
    expect(await counters()).toEqual(before.counters);
  });

  it("numbers a quote at its first save, and deletes it while it is a draft never sent", async () => {
    const saved = await desk.post("/admin/quotes/new", {
      intent: "save",
      currency: "XPF",
      title: "Brouillon à jeter",
      lines: linesField([{ description: "Pompe", qty: "1", unitPrice: "45000" }]),
    });
    expect(saved.status).toBe(302);
    const id = locationId(saved);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, id));
    expect(quote).toMatchObject({ status: "draft", currency: "XPF", total: 45_000, title: "Brouillon à jeter" });
    expect(quote!.number).toMatch(/^BPE-Q-\d{4}-\d{5}$/);
    expect(pageText(await (await desk.get(`/admin/quotes/${id}`)).text())).toContain("Supprimer le brouillon");

    const deleted = await desk.post(`/admin/quotes/${id}`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/quotes");
    expect(await db().select().from(quotes).where(eq(quotes.id, id))).toEqual([]);
    expect(await db().select().from(documentLines).where(eq(documentLines.quoteId, id))).toEqual([]);
  });

  it("refuses to delete a quote that was sent, and a purchase order that was sent, keeping them", async () => {
    const quoteId = locationId(
      await desk.post("/admin/quotes/new", { intent: "save", currency: "USD", status: "sent", lines: "[]" }),
    );
    const refused = await desk.post(`/admin/quotes/${quoteId}`, { intent: "delete" });
    expect(refused.status).toBe(409);
    expect(pageText(await refused.text())).toContain(
      "Impossible de supprimer le brouillon: Seul un brouillon jamais envoyé peut être supprimé",
    );
    expect(await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId))).toHaveLength(1);

    const poId = locationId(
      await desk.post("/admin/purchase-orders/new", { intent: "save", currency: "USD", lines: "[]" }),
    );
    await db().update(purchaseOrders).set({ sentAt: new Date() }).where(eq(purchaseOrders.id, poId));
    expect((await desk.post(`/admin/purchase-orders/${poId}`, { intent: "delete" })).status).toBe(409);
    const draftPo = locationId(
      await desk.post("/admin/purchase-orders/new", { intent: "save", currency: "EUR", lines: "[]" }),
    );
    expect((await desk.post(`/admin/purchase-orders/${draftPo}`, { intent: "delete" })).status).toBe(302);
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, draftPo))).toEqual([]);
  });
});
