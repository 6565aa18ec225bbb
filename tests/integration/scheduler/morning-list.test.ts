// Issue 31 item 4 with a controlled clock: the owner's morning list names leads waiting over 24 h (over 48 h in
// red), quotes expiring this week, overdue deposits, failed jobs and mails; nothing is sent when it is empty.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, leads, mailOutbox, orders, quotes, scheduledJobStates } from "../../../app/db/schema/index.ts";
import { getMorningList } from "../../../app/modules/morning-list/get-morning-list.server.ts";
import { sendMorningList } from "../../../app/modules/morning-list/send-morning-list.server.tsx";
import { MORNING_LIST_JOB } from "../../../app/modules/scheduler/scheduled-jobs.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { JOB_ENV } from "./scheduler-harness.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** 07:00 in Tahiti on 10 December 2026. */
const NOW = new Date("2026-12-10T17:00:00Z");
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const ownerMails = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@shop.test"));

describe("the morning list", () => {
  it("runs at 7:00 in Tahiti and sends nothing when nothing waits", async () => {
    expect(MORNING_LIST_JOB.cron).toBe("0 7 * * *");
    expect(await sendMorningList({ db: database.db, env: JOB_ENV, now: NOW })).toEqual({ sent: 0 });
    expect(await ownerMails()).toHaveLength(0);
  });

  it("lists what needs the owner today, the leads past 48 h in red", async () => {
    const { db } = database;
    const [customer] = await db
      .insert(customers)
      .values({ email: "teva@example.com", fullName: "Teva" })
      .returning({ id: customers.id });
    const customerId = customer!.id;
    await db.insert(leads).values([
      { customerId, source: "devis", createdAt: hoursBefore(30) },
      { customerId, source: "home", createdAt: hoursBefore(50) },
      // Too recent, or already answered: not listed.
      { customerId, source: "home", createdAt: hoursBefore(10) },
      { customerId, source: "home", status: "contacted", createdAt: hoursBefore(80) },
    ]);
    await db.insert(quotes).values([
      { number: "BPE-Q-2026-80001", customerId, status: "sent", validUntil: "2026-12-13" },
      { number: "BPE-Q-2026-80002", customerId, status: "sent", validUntil: "2026-12-25" },
    ]);
    const [order] = await db
      .insert(orders)
      .values({ customerId, productSlug: "mini-pelle", amount: 100000, createdAt: hoursBefore(80) })
      .returning({ id: orders.id });
    await db.insert(scheduledJobStates).values({ name: "quote-reminders", failureStreak: 1, lastError: "boom" });
    await db.insert(mailOutbox).values({
      to: "lost@example.com",
      subject: "Votre devis",
      html: "<p>x</p>",
      text: "x",
      status: "failed",
      createdAt: hoursBefore(2),
    });

    const list = await getMorningList(db, NOW);
    expect(list.leads.map((lead) => lead.isLate)).toEqual([true, false]);
    expect(list.expiringQuotes.map((quote) => quote.number)).toEqual(["BPE-Q-2026-80001"]);
    expect(list.overdueDeposits.map((row) => row.id)).toEqual([order!.id]);
    expect(list.failedJobs.map((job) => job.name)).toEqual(["quote-reminders"]);
    expect(list.failedMails.map((mail) => mail.to)).toEqual(["lost@example.com"]);
    expect(list.shipments).toEqual([]);

    expect(await sendMorningList({ db, env: JOB_ENV, now: NOW })).toEqual({ sent: 1 });
    const [mail] = await ownerMails();
    expect(mail!.subject).toBe("Votre liste du matin – 10/12/2026");
    expect(mail!.text).toContain("Demandes sans réponse depuis plus de 24 h (2)");
    expect(mail!.text).toContain("BPE-Q-2026-80001, valable jusqu'au 13/12/2026");
    expect(mail!.text).toContain("Acomptes en retard (1)");
    // A failed job by the owner's name for it, never its internal one.
    expect(mail!.text).toContain("Rappels aux clients 7 jours et 1 jour avant la fin de validité d'un devis : boom");
    expect(mail!.text).not.toContain("quote-reminders");
    expect(mail!.text).toContain("lost@example.com — Votre devis");
    expect(mail!.html).toContain("#b91c1c");
  });
});
