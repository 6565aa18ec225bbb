// Issue 31 item 4 with a controlled clock: an unpaid deposit is reminded 24 h and 72 h after the order, a balance 14
// and 3 days before its date (the shipment's ETD first, else the invoice's due date) and the day it becomes overdue;
// each once, in the order's language with the link to pay, never after payment or cancellation, never when the
// customer's or the global switch is off. PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers, invoices, mailOutbox, orders, shipmentOrders } from "../../../app/db/schema/index.ts";
import { formatMoney } from "../../../app/modules/format/money.ts";
import { getCheckoutView } from "../../../app/modules/payments/get-checkout-view.server.ts";
import { getMorningList } from "../../../app/modules/morning-list/get-morning-list.server.ts";
import { remindBalances } from "../../../app/modules/reminders/remind-balances.server.ts";
import { remindUnpaidDeposits } from "../../../app/modules/reminders/remind-deposits.server.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { createShipment } from "../shipments/shipment-factories.ts";
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
  await updateSetting(database.db, "reminders_enabled", true);
});

const ORDERED_AT = new Date("2026-12-01T00:00:00Z");
const hoursAfter = (hours: number) => new Date(ORDERED_AT.getTime() + hours * 3_600_000);
/** 08:05 in Tahiti (UTC−10) on a calendar day. */
const tahitiMorning = (day: string) => new Date(`${day}T18:05:00Z`);
let sequence = 0;

async function pendingOrder({ lang = "fr" as "fr" | "en" | "zh", remindersEnabled = true } = {}) {
  sequence += 1;
  const email = `payer-${sequence}@example.com`;
  const [customer] = await database.db
    .insert(customers)
    .values({ email, fullName: "Teva Payer", remindersEnabled })
    .returning({ id: customers.id });
  const [order] = await database.db
    .insert(orders)
    .values({ customerId: customer!.id, productSlug: "mini-pelle", amount: 250000, lang, createdAt: ORDERED_AT })
    .returning({ id: orders.id });
  return { id: order!.id, customerId: customer!.id, email };
}

async function balanceInvoice(orderId: string, customerId: string, dueDate: string) {
  sequence += 1;
  const [invoice] = await database.db
    .insert(invoices)
    .values({
      number: `BPE-F-2026-${String(70000 + sequence)}`,
      kind: "balance",
      orderId,
      customerId,
      status: "sent",
      currency: "XPF",
      amountTotal: 100000,
      issuedOn: "2026-12-01",
      dueDate,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return invoice!;
}

const deposits = (now: Date) => remindUnpaidDeposits({ db: database.db, env: JOB_ENV, now });
const balances = (day: string) => remindBalances({ db: database.db, env: JOB_ENV, now: tahitiMorning(day) });
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("deposit reminders", () => {
  it("sends one 24 h after the order and one 72 h after, each once, with the link to pay", async () => {
    const order = await pendingOrder();
    await deposits(hoursAfter(23));
    expect(await mailsTo(order.email)).toHaveLength(0);
    await deposits(hoursAfter(24.5));
    await deposits(hoursAfter(25.5));
    let mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Votre commande .* attend son acompte$/),
    ]);
    expect(mails[0]!.html).toContain(`http://shop.test/checkout?orderId=${order.id}`);
    expect(mails[0]!.text).toContain("Payer l'acompte");
    await deposits(hoursAfter(72.5));
    await deposits(hoursAfter(80));
    mails = await mailsTo(order.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Rappel : acompte de la commande/);
  });

  it("writes in the order's language", async () => {
    const english = await pendingOrder({ lang: "en" });
    const chinese = await pendingOrder({ lang: "zh" });
    await deposits(hoursAfter(25));
    const [en] = await mailsTo(english.email);
    expect(en!.subject).toMatch(/is waiting for its deposit$/);
    expect(en!.html).toContain(`http://shop.test/en/checkout?orderId=${english.id}`);
    const [zh] = await mailsTo(chinese.email);
    expect(zh!.subject).toMatch(/尚待支付定金$/);
  });

  it("sends none once paid or cancelled, nor when switched off for the customer or globally", async () => {
    const paid = await pendingOrder();
    const cancelled = await pendingOrder();
    const optedOut = await pendingOrder({ remindersEnabled: false });
    const other = await pendingOrder();
    await database.db.update(orders).set({ status: "paid" }).where(eq(orders.id, paid.id));
    await database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
    await updateSetting(database.db, "reminders_enabled", false);
    await deposits(hoursAfter(25));
    for (const order of [paid, cancelled, optedOut, other]) expect(await mailsTo(order.email)).toHaveLength(0);
    await updateSetting(database.db, "reminders_enabled", true);
    await deposits(hoursAfter(26));
    for (const order of [paid, cancelled, optedOut]) expect(await mailsTo(order.email)).toHaveLength(0);
    expect(await mailsTo(other.email)).toHaveLength(1);
  });
});

describe("the deposit reminder's amount", () => {
  /** Words of a text, any space (no-break, narrow) as one plain space. */
  const words = (text: string) =>
    text
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;|&#xa0;|&#8239;|&#x202f;/gi, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ");

  it("states the deposit due now and the card's charge, as the pay page does, never the order's total", async () => {
    const expected = {
      fr: [/son acompte de 150 000 XPF n'est pas encore payé/, /Montant débité par carte : /],
      en: [/its deposit of 150,000 XPF has not been paid yet/, /Amount charged to your card: /],
      zh: [/但 150,000 XPF 的定金尚未支付/, /银行卡扣款金额：/],
    } as const;
    for (const lang of ["fr", "en", "zh"] as const) {
      const order = await pendingOrder({ lang });
      await deposits(hoursAfter(24.5));
      const [mail] = await mailsTo(order.email);
      const view = await getCheckoutView(database.db, order.id, lang);
      expect(view!.deposit).toBe(150000);
      const deposit = words(formatMoney(view!.deposit, view!.currency, lang));
      const charged = words(formatMoney(view!.charge.amount, view!.charge.currency, lang));
      for (const text of [words(mail!.text), words(mail!.html)]) {
        expect(text).toContain(deposit);
        expect(text).toContain(charged);
        expect(text).not.toContain(words(formatMoney(250000, "XPF", lang)));
        for (const pattern of expected[lang]) expect(text).toMatch(pattern);
      }
    }
  });
});

describe("balance reminders", () => {
  it("sends 14 and 3 days before the due date and on the day it becomes overdue, each once", async () => {
    const order = await pendingOrder({ lang: "en" });
    const invoice = await balanceInvoice(order.id, order.customerId, "2026-12-31");
    await balances("2026-12-16");
    expect(await mailsTo(order.email)).toHaveLength(0);
    await balances("2026-12-17");
    await balances("2026-12-18");
    await balances("2026-12-28");
    await balances("2026-12-30");
    await balances("2026-12-31");
    await balances("2027-01-01");
    await balances("2027-01-02");
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Balance of invoice ${invoice.number} due by December 31, 2026`,
      `3 days left to pay the balance of invoice ${invoice.number}`,
      `Balance of invoice ${invoice.number} overdue`,
    ]);
    expect(mails[0]!.html).toContain("http://shop.test/en/espace/commande/");
    expect(mails[0]!.text).toContain("Pay the balance");
  });

  it("takes the shipment's ETD before the invoice's due date", async () => {
    const order = await pendingOrder();
    const invoice = await balanceInvoice(order.id, order.customerId, "2027-02-28");
    const shipment = await createShipment(database.db, { status: "planned", etd: "2026-12-20", eta: "2027-01-10" });
    await database.db.insert(shipmentOrders).values({ shipmentId: shipment.id, orderId: order.id, marks: "BPE-ETD" });
    await balances("2026-12-17");
    const [mail] = await mailsTo(order.email);
    expect(mail!.subject).toBe(`Plus que 3 jours pour le solde de la facture ${invoice.number}`);
    expect(mail!.text).toContain("avant le 20 décembre 2026");
    const list = await getMorningList(database.db, tahitiMorning("2026-12-21"));
    expect(list.overdueBalances).toContainEqual({ id: invoice.id, number: invoice.number, dueDate: "2026-12-20" });
  });

  it("sends none once paid or cancelled, nor when switched off", async () => {
    const paid = await pendingOrder();
    await balanceInvoice(paid.id, paid.customerId, "2026-12-31");
    await database.db.update(invoices).set({ status: "paid" }).where(eq(invoices.orderId, paid.id));
    const cancelled = await pendingOrder();
    await balanceInvoice(cancelled.id, cancelled.customerId, "2026-12-31");
    await database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
    const optedOut = await pendingOrder({ remindersEnabled: false });
    await balanceInvoice(optedOut.id, optedOut.customerId, "2026-12-31");
    const other = await pendingOrder();
    await balanceInvoice(other.id, other.customerId, "2026-12-31");
    await updateSetting(database.db, "reminders_enabled", false);
    await balances("2026-12-17");
    expect(await mailsTo(other.email)).toHaveLength(0);
    await updateSetting(database.db, "reminders_enabled", true);
    await balances("2026-12-18");
    for (const order of [paid, cancelled, optedOut]) expect(await mailsTo(order.email)).toHaveLength(0);
    expect(await mailsTo(other.email)).toHaveLength(1);
  });
});
