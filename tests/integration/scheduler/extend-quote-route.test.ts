// Issue 31 item 2: the owner extends an expired quote from its page (intent 'extend'); a bad date is refused with
// a French message and a 400, nothing written; a quote that is not expired is refused with 409.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, quotes } from "../../../app/db/schema/index.ts";
import { startAdminApp, type AdminApp } from "../../support/admin-session.ts";
import { pageText } from "../../support/test-app.ts";

let desk: AdminApp;
beforeAll(async () => {
  desk = await startAdminApp();
});
afterAll(async () => {
  await desk?.app.close();
});

describe("extending an expired quote", () => {
  it("offers it on an expired quote, refuses a past date, and puts the quote back to sent", async () => {
    const db = desk.app.database.db;
    const [customer] = await db
      .insert(customers)
      .values({ email: "extend@example.com" })
      .returning({ id: customers.id });
    const [quote] = await db
      .insert(quotes)
      .values({ number: "BPE-Q-2026-70001", customerId: customer!.id, status: "expired", validUntil: "2026-01-10" })
      .returning({ id: quotes.id });
    const page = pageText(await (await desk.get(`/admin/quotes/${quote!.id}`)).text());
    expect(page).toContain("Devis expiré");
    expect(page).toContain("Prolonger le devis");

    const refused = await desk.post(`/admin/quotes/${quote!.id}`, { intent: "extend", extendUntil: "2020-01-01" });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain(
      "Choisissez une nouvelle date de validité postérieure à aujourd'hui",
    );
    expect((await db.select().from(quotes).where(eq(quotes.id, quote!.id)))[0]!.status).toBe("expired");

    const extended = await desk.post(`/admin/quotes/${quote!.id}`, { intent: "extend", extendUntil: "2099-06-30" });
    expect(extended.status).toBe(200);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote!.id));
    expect(row).toMatchObject({ status: "sent", validUntil: "2099-06-30" });

    const again = await desk.post(`/admin/quotes/${quote!.id}`, { intent: "extend", extendUntil: "2099-07-30" });
    expect(again.status).toBe(409);
  });
});
