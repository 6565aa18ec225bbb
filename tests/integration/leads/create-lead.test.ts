import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers, leads, mailOutbox } from "../../../app/db/schema/index.ts";
import { createLead, type CreateLeadOptions } from "../../../app/modules/sales/create-lead.server.ts";
import { upsertCustomer } from "../../../app/modules/sales/upsert-customer.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(leads);
  await database.db.delete(customers);
});

function leadOptions(overrides: Partial<CreateLeadOptions> = {}): CreateLeadOptions {
  return {
    source: "home",
    customer: {
      email: "Teva.Martin@Example.com",
      fullName: "Teva Martin",
      phone: "+689 87 12 34 56",
      location: "Moorea",
    },
    projectType: "tiny-house",
    message: "Une tiny house de 70 m², livraison en mars, budget 6 MXPF.",
    location: "Moorea",
    lang: "en",
    clientIp: "203.0.113.7",
    notifyTo: "business@example.com",
    adminUrl: "https://shop.example.com/",
    ...overrides,
  };
}

describe("createLead", () => {
  it("upserts the customer, stores a new lead and queues the notification and the acknowledgement", async () => {
    const { db } = database;
    const result = await createLead(db, leadOptions());
    expect(result.isDuplicate).toBe(false);

    const [lead] = await db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({
      status: "new",
      source: "home",
      projectType: "tiny-house",
      location: "Moorea",
      lang: "en",
    });
    const [customer] = await db.select().from(customers);
    expect(customer).toMatchObject({
      id: lead!.customerId,
      email: "teva.martin@example.com",
      fullName: "Teva Martin",
      phone: "+689 87 12 34 56",
    });

    const mails = await db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    expect(mails).toHaveLength(2);
    const notification = mails.find((m) => m.to === "business@example.com")!;
    expect(notification.subject).toBe("Nouvelle demande (formulaire de l'accueil) — Teva Martin");
    expect(notification.html).toContain(`https://shop.example.com/admin/leads?lead=${result.leadId}`);
    for (const value of [
      "teva.martin@example.com",
      "+689 87 12 34 56",
      "Moorea",
      "Tiny House",
      "budget 6 MXPF",
      "203.0.113.7",
    ]) {
      expect(notification.text).toContain(value);
    }
    const ack = mails.find((m) => m.to === "teva.martin@example.com")!;
    expect(ack.subject).toBe("We have received your request");
    expect(ack.text).toContain("within 48 hours");
    expect(ack.html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(ack.text).not.toContain("203.0.113.7");
  });

  it("treats the same submission within a minute as one lead and writes nothing the second time", async () => {
    const { db } = database;
    const first = await createLead(db, leadOptions());
    // Same fields, other spacing and case: still the same submission.
    const again = await createLead(
      db,
      leadOptions({ message: "  une tiny house de 70 m²,   livraison en mars, budget 6 MXPF. " }),
    );
    expect(again).toEqual({ leadId: first.leadId, isDuplicate: true });
    expect(await db.$count(leads)).toBe(1);
    expect(await db.$count(mailOutbox)).toBe(2);
  });

  it("makes two leads for two identical submissions sent at the same moment", async () => {
    const { db } = database;
    const results = await Promise.all([createLead(db, leadOptions()), createLead(db, leadOptions())]);
    expect(results.filter((r) => r.isDuplicate)).toHaveLength(1);
    expect(await db.$count(leads)).toBe(1);
    expect(await db.$count(mailOutbox)).toBe(2);
  });

  it("stores a different message from the same visitor as a second lead for the same customer", async () => {
    const { db } = database;
    await createLead(db, leadOptions());
    const second = await createLead(
      db,
      leadOptions({
        message: "Et une serre solaire.",
        customer: { email: "teva.martin@example.com", fullName: "Teva Martin", company: "Vanille SARL" },
      }),
    );
    expect(second.isDuplicate).toBe(false);
    expect(await db.$count(leads)).toBe(2);
    const rows = await db.select().from(customers);
    expect(rows).toHaveLength(1);
    // Empty fields keep what was stored; given ones replace it.
    expect(rows[0]).toMatchObject({ phone: "+689 87 12 34 56", company: "Vanille SARL" });
  });

  it("rolls everything back when a message cannot be queued", async () => {
    const { db } = database;
    await expect(createLead(db, leadOptions({ notifyTo: "not-an-address" }))).rejects.toThrow(/Cannot queue mail/);
    expect(await db.$count(leads)).toBe(0);
    expect(await db.$count(customers)).toBe(0);
    expect(await db.$count(mailOutbox)).toBe(0);
  });
});

describe("upsertCustomer", () => {
  it("finds customers by lower-cased email", async () => {
    const { db } = database;
    const a = await upsertCustomer(db, { email: "A@B.example", fullName: "Ana" });
    const b = await upsertCustomer(db, { email: " a@b.example ", fullName: "Ana Tehei", phone: "  " });
    expect(b.id).toBe(a.id);
    const [row] = await db.select().from(customers);
    expect(row).toMatchObject({ email: "a@b.example", fullName: "Ana Tehei", phone: null });
  });
});
