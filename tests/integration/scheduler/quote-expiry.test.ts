// Issue 31 item 2 with a controlled clock: a sent quote's buyer is reminded 7 days and 1 day before its validity
// date, once each and never after an answer, a revocation or an opt-out; the quote expires at the midnight (Tahiti)
// that ends its validity date; the owner extends it back to sent. PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, leads, mailOutbox, quotes, sentReminders } from "../../../app/db/schema/index.ts";
import { expireQuotes } from "../../../app/modules/documents/expire-quotes.server.ts";
import { extendQuote } from "../../../app/modules/documents/extend-quote.server.ts";
import { remindExpiringQuotes } from "../../../app/modules/documents/remind-expiring-quotes.server.ts";
import { createCustomerLink, revokeCustomerLinks } from "../../../app/modules/portal/customer-links.server.ts";
import { quoteAnswerState } from "../../../app/modules/portal/quote-validity.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { JOB_ENV } from "./scheduler-harness.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

/** 08:00 in Tahiti (UTC−10) on a calendar day. */
const tahitiMorning = (day: string) => new Date(`${day}T18:00:00Z`);
let sequence = 0;

async function sentQuote({
  validUntil = "2026-12-31",
  remindersEnabled = true,
  leadLang,
}: { validUntil?: string; remindersEnabled?: boolean; leadLang?: "fr" | "en" | "zh" } = {}) {
  sequence += 1;
  const [customer] = await database.db
    .insert(customers)
    .values({ email: `buyer-${sequence}@example.com`, fullName: "Teva Buyer", remindersEnabled })
    .returning({ id: customers.id });
  // The buyer asked for the quote from a public form, in that form's language.
  if (leadLang) await database.db.insert(leads).values({ customerId: customer!.id, source: "devis", lang: leadLang });
  const [quote] = await database.db
    .insert(quotes)
    .values({
      number: `BPE-Q-2026-${String(90000 + sequence)}`,
      customerId: customer!.id,
      status: "sent",
      currency: "XPF",
      total: 150000,
      validUntil,
      sentAt: new Date("2026-12-01T20:00:00Z"),
    })
    .returning({ id: quotes.id, number: quotes.number });
  await createCustomerLink(database.db, { kind: "quote", quoteId: quote!.id });
  return { ...quote!, email: `buyer-${sequence}@example.com` };
}

const remind = (day: string) => remindExpiringQuotes({ db: database.db, env: JOB_ENV, now: tahitiMorning(day) });
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("reminders before a quote's validity date", () => {
  it("sends the 7-day reminder once, then the 1-day one once, with a link to accept", async () => {
    const quote = await sentQuote();
    await remind("2026-12-23");
    expect(await mailsTo(quote.email)).toHaveLength(0);
    await remind("2026-12-24");
    let mails = await mailsTo(quote.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre devis ${quote.number} est valable jusqu'au 31 décembre 2026`);
    expect(mails[0]!.text).toContain("Bonjour Teva Buyer,");
    expect(mails[0]!.text).toMatch(/http:\/\/shop\.test\/espace\/devis\/[\w-]+/);
    // The same day again, and the days after, send nothing more.
    await remind("2026-12-24");
    await remind("2026-12-25");
    expect(await mailsTo(quote.email)).toHaveLength(1);
    await remind("2026-12-30");
    mails = await mailsTo(quote.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toContain(`Dernier jour demain pour votre devis ${quote.number}`);
    await remind("2026-12-31");
    expect(await mailsTo(quote.email)).toHaveLength(2);
    const rows = await database.db
      .select()
      .from(sentReminders)
      .where(eq(sentReminders.subjectId, `${quote.id}:2026-12-31`));
    expect(rows.map((row) => row.kind).sort()).toEqual(["quote_expiry_1d", "quote_expiry_7d"]);
  });

  it("writes to a buyer without an order in the language of their request", async () => {
    const quote = await sentQuote({ leadLang: "en" });
    await remind("2026-12-24");
    const [mail] = await mailsTo(quote.email);
    expect(mail!.subject).toBe(`Your quote ${quote.number} is valid until December 31, 2026`);
    expect(mail!.text).toMatch(/http:\/\/shop\.test\/en\/espace\/devis\/[\w-]+/);
  });

  it("sends nothing once the quote is answered, its links revoked, or the customer's reminders off", async () => {
    const accepted = await sentQuote();
    await database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, accepted.id));
    const revoked = await sentQuote();
    await revokeCustomerLinks(database.db, { kind: "quote", quoteId: revoked.id });
    const optedOut = await sentQuote({ remindersEnabled: false });
    await remind("2026-12-24");
    await remind("2026-12-30");
    for (const quote of [accepted, revoked, optedOut]) expect(await mailsTo(quote.email)).toHaveLength(0);
  });
});

describe("expiry", () => {
  it("expires a sent quote at the midnight, Tahiti time, that ends its validity date", async () => {
    const quote = await sentQuote({ validUntil: "2026-12-10" });
    // 23:59 on 10 December in Tahiti is 09:59 UTC on the 11th.
    expect(await expireQuotes({ db: database.db, now: new Date("2026-12-11T09:59:00Z") })).toEqual({ expired: 0 });
    expect(await expireQuotes({ db: database.db, now: new Date("2026-12-11T10:00:00Z") })).toEqual({ expired: 1 });
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.status).toBe("expired");
    expect(quoteAnswerState(row!, "2026-12-11")).toBe("expired");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, quote.id), eq(auditLog.action, "quote.expired")));
    expect(audit).toHaveLength(1);
    // No reminder for an expired quote.
    await remind("2026-12-11");
    expect(await mailsTo(quote.email)).toHaveLength(0);
  });

  it("lets the owner extend an expired quote to a later date, back to sent and reminded of its new date", async () => {
    const quote = await sentQuote({ validUntil: "2026-12-05" });
    const now = new Date("2026-12-08T18:00:00Z");
    await expireQuotes({ db: database.db, now });
    const extend = (validUntil: string | null) =>
      extendQuote({ db: database.db, actor: "owner@shop.test", quoteId: quote.id, validUntil, now });
    await expect(extend(null)).rejects.toMatchObject({ code: "QUOTE_EXTENSION_DATE_INVALID" });
    await expect(extend("2026-12-08")).rejects.toMatchObject({ code: "QUOTE_EXTENSION_DATE_INVALID" });
    expect(await extend("2026-12-20")).toEqual({ number: quote.number, validUntil: "2026-12-20" });
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: "sent", validUntil: "2026-12-20" });
    await expect(extend("2026-12-30")).rejects.toMatchObject({ code: "QUOTE_NOT_EXPIRED" });
    await remind("2026-12-13");
    expect(await mailsTo(quote.email)).toHaveLength(1);
  });
});
