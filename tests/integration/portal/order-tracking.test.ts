// The order's milestones and the buyer's order page (issue 18 items 3 and 4) through the built app: a milestone set
// by the administrator queues one email in the buyer's language, a visitor who is not the administrator changes
// nothing, and a link shows its own order's invoices only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerLinks, mailOutbox, orderMilestones } from "../../../app/db/schema/index.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { createCustomerLink } from "../../../app/modules/portal/customer-links.server.ts";
import { pageText } from "../auth/auth-app.ts";
import type { DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";
import { mailsTo, portalPathIn, startDeskAppForFile } from "./portal-app.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const anonymousPost = (url: string, fields: Record<string, string>) =>
  desk.app.request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("a milestone", () => {
  it("queues exactly one email, in the buyer's language, whose link opens the order's timeline", async () => {
    const db = desk.app.database.db;
    const order = await createOrderRow(db, { lang: "zh" });
    const url = `/admin/orders/${order.id}/tracking`;
    const saved = await desk.post(url, {
      intent: "milestone",
      milestone: "deposit_received",
      reachedOn: "2026-11-20",
      note: "Merci !",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      ok: true,
      message: "Étape « Acompte reçu » enregistrée, email envoyé au client",
    });
    const mails = await mailsTo(desk, order.customer.email);
    expect(mails).toHaveLength(1);
    const number = order.id.slice(0, 8).toUpperCase();
    expect(mails[0]!.subject).toBe(`订单 ${number}：已收到定金`);
    expect(mails[0]!.text).toContain("我们已收到您的定金");
    const path = portalPathIn(mails[0]!.text, "commande");
    expect(path.startsWith("/zh/espace/commande/")).toBe(true);
    const page = await desk.app.request(path, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    const text = pageText(await page.text());
    expect(text).toContain(`订单 ${number}`);
    expect(text).toContain("已收到定金");
    expect(text).toContain("2026年11月20日");
    expect(text).toContain("Merci !");

    // The same milestone again is refused and mails nothing more.
    const again = await desk.post(url, { intent: "milestone", milestone: "deposit_received", reachedOn: "2026-11-21" });
    expect(again.status).toBe(409);
    expect(await mailsTo(desk, order.customer.email)).toHaveLength(1);

    // Loaded asks for the container or parcel number.
    const loaded = await desk.post(url, { intent: "milestone", milestone: "loaded", reachedOn: "2026-11-22" });
    expect(loaded.status).toBe(400);
    expect(((await loaded.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      reference: "Le numéro de conteneur ou de colis est obligatoire",
    });
    expect(await db.select().from(orderMilestones).where(eq(orderMilestones.orderId, order.id))).toHaveLength(1);

    // The order page's card offers the next one.
    const adminPage = pageText(await (await desk.get(`/admin/orders/${order.id}`)).text());
    expect(adminPage).toContain("Suivi");
    expect(adminPage).toContain("Étape suivante : En fabrication");
  });

  it("cannot be set, nor a link sent or revoked, by a visitor who is not the administrator", async () => {
    const db = desk.app.database.db;
    const order = await createOrderRow(db);
    await createCustomerLink(db, { kind: "order", orderId: order.id });
    const url = `/admin/orders/${order.id}/tracking`;
    const attempts: Array<Record<string, string>> = [
      { intent: "milestone", milestone: "deposit_received", reachedOn: "2026-11-20" },
      { intent: "send-link" },
      { intent: "revoke-link" },
    ];
    for (const fields of attempts) {
      const response = await anonymousPost(url, fields);
      expect(response.status, fields.intent).toBe(401);
    }
    expect(await db.select().from(orderMilestones).where(eq(orderMilestones.orderId, order.id))).toHaveLength(0);
    const [link] = await db.select().from(customerLinks).where(eq(customerLinks.orderId, order.id));
    expect(link?.revokedAt).toBeNull();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, order.customer.email))).toHaveLength(0);
  });
});

describe("the buyer's order page", () => {
  it("shows the amounts paid and due and its own invoices, never another order's", async () => {
    const db = desk.app.database.db;
    const order = await createOrderRow(db, { status: "paid", paidAt: new Date("2026-11-20T10:00:00Z") });
    const other = await createOrderRow(db, { status: "paid", paidAt: new Date("2026-11-20T10:00:00Z") });
    const invoice = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const otherInvoice = await createDepositInvoice({ db, actor: ACTOR, orderId: other.id });
    const token = await createCustomerLink(db, { kind: "order", orderId: order.id });
    const path = `/espace/commande/${token}`;
    const text = pageText(await (await desk.app.request(path, { headers: { Accept: "text/html" } })).text());
    // 2 267 270 XPF: 60 % paid, 40 % due.
    expect(text).toContain("Déjà payé 1 360 362");
    expect(text).toContain("Reste à payer 906 908");
    expect(text).toContain(`Facture d'acompte ${invoice.number}`);
    const pdf = await desk.app.request(`${path}/factures/${invoice.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await desk.app.request(`${path}/factures/${otherInvoice.id}`)).status).toBe(404);
  });
});
