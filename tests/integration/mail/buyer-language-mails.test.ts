// Every email a buyer receives about one order, in English and in Chinese (issue 27 items 5 and 6): the product's
// title, options and lead time come from its translations, never the French where a translation exists; labels
// take the language's colon; the product quote request names its product and quantity and promises 24 h.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { mailOutbox, productOptions, productOptionValues, products, quotes } from "../../../app/db/schema/index.ts";
import { createQuoteFromOrder } from "../../../app/modules/documents/create-quote-from-order.server.ts";
import { sendDocument } from "../../../app/modules/documents/send-document.server.tsx";
import { queuePaymentMails } from "../../../app/modules/payments/queue-payment-mails.server.tsx";
import { MilestoneFormSchema } from "../../../app/modules/portal/milestones.ts";
import { setMilestone } from "../../../app/modules/portal/set-milestone.server.ts";
import { createLead } from "../../../app/modules/sales/create-lead.server.ts";
import { createOrder } from "../../../app/modules/sales/create-order.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };
const SETTINGS = { notifyTo: "ventes@bpe.example", publicUrl: "http://shop.test", company: COMPANY };
const FRENCH = ["Mini-pelle démo", "Modèle", "Cabine fermée", "Délai usine 30 jours", "Transport et fret"];
const LOCAL = {
  en: ["Demo mini excavator", "Model: Closed cab", "Factory lead time 30 days"],
  zh: ["演示迷你挖掘机", "型号：封闭驾驶室", "工厂交期 30 天"],
} as const;

let database: TestDatabase;
let db: Db;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  slug = `mini-pelle-demo-${Date.now()}`;
  const [product] = await db
    .insert(products)
    .values({
      slug,
      title: "Mini-pelle démo",
      leadtime: "Délai usine 30 jours",
      status: "published",
      finalPriceXpf: 1_193_300,
      freightPriceXpf: 119_330,
      translations: {
        en: { title: "Demo mini excavator", leadtime: "Factory lead time 30 days" },
        zh: { title: "演示迷你挖掘机", leadtime: "工厂交期 30 天" },
      },
    })
    .returning({ id: products.id });
  const [option] = await db
    .insert(productOptions)
    .values({
      productId: product!.id,
      code: "modele",
      label: "Modèle",
      required: true,
      translations: { en: { label: "Model" }, zh: { label: "型号" } },
    })
    .returning({ id: productOptions.id });
  await db.insert(productOptionValues).values({
    optionId: option!.id,
    valueCode: "cabine",
    label: "Cabine fermée",
    priceDelta: 50_000,
    translations: { en: { label: "Closed cab" }, zh: { label: "封闭驾驶室" } },
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function mailsTo(to: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
}

describe.each(["en", "zh"] as const)("the buyer's emails of one order in %s", (lang) => {
  it("name the product, its options and its lead time in the order's language, with the language's colon", async () => {
    const email = `buyer-${lang}-${Date.now()}@example.com`;
    const customer = { email, fullName: "Ana Lee", phone: null, company: null, location: "Moorea" };
    const { orderId } = await createOrder(db, {
      productSlug: slug,
      customer,
      quantity: 12,
      selections: { modele: ["cabine"] },
      hasAcceptedTerms: true,
      lang,
      clientIp: "198.51.100.7",
      notifyTo: SETTINGS.notifyTo,
      siteUrl: SETTINGS.publicUrl,
      company: COMPANY,
    });
    await db.transaction((tx) =>
      queuePaymentMails(tx, {
        kind: "deposit",
        orderId,
        payment: {
          paymentId: `pay_${lang}`,
          state: "succeeded",
          providerStatus: "SUCCEEDED",
          amountMinor: null,
          currency: null,
          merchantOrderId: orderId,
        },
        settings: SETTINGS,
      }),
    );
    const quote = await createQuoteFromOrder({ db, actor: "admin@bpe.example", orderId });
    await sendDocument({
      db,
      actor: "admin@bpe.example",
      type: "quote",
      documentId: quote.id,
      company: COMPANY,
      publicUrl: SETTINGS.publicUrl,
      message: "Première ligne\nDeuxième ligne",
    });
    await setMilestone(db, {
      orderId,
      actor: "admin@bpe.example",
      mail: SETTINGS,
      form: MilestoneFormSchema.parse({
        milestone: "deposit_received",
        reachedOn: "2026-11-20",
        note: "Ligne 1\nLigne 2",
      }),
    });
    await createLead(db, {
      source: "product",
      customer,
      productSlug: slug,
      quantity: 3,
      options: [{ code: "modele", label: "Modèle", valueCode: "cabine", valueLabel: "Cabine fermée", priceDelta: 0 }],
      lang,
      clientIp: "198.51.100.7",
      notifyTo: SETTINGS.notifyTo,
      adminUrl: SETTINGS.publicUrl,
      company: COMPANY,
    });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(5);
    for (const mail of mails) {
      for (const french of FRENCH) expect(mail.text, mail.subject).not.toContain(french);
      expect(mail.text, mail.subject).not.toMatch(/\S :/);
      expect(mail.subject, "no subject in capitals").not.toMatch(/[A-Z]{4,} BPE-/);
    }
    const text = mails.map((mail) => mail.text).join("\n");
    for (const local of LOCAL[lang]) expect(text).toContain(local);
    // One grouping style per language: commas in both, never the French narrow space.
    expect(text).toMatch(/\d{1,3}(,\d{3})+ XPF/);
    expect(text).not.toMatch(/\d\u202F\d{3}/);
    expect(text, "the quote email's amount").not.toMatch(/\d[\s\u202F]\d{3}[\s\u202F]\d{3}/);
    // The owner's message and the milestone's note keep their line breaks in the text part.
    expect(text).toMatch(/Première ligne\nDeuxième ligne/);
    expect(text).toMatch(/Ligne 1\nLigne 2/);
    // The product quote request: its product, its quantity, and the 24 h of the product sheet's toast.
    const lead = mails.find((mail) => mail.text.includes("24"))!;
    expect(lead.text).toContain(LOCAL[lang][0]);
    expect(lead.text).not.toContain(slug);
    expect(lead.text).toMatch(lang === "en" ? /Quantity: 3/ : /数量：\s?3/);
  });
});

describe("a converted quote", () => {
  it("is sent without the invitation to accept it online", async () => {
    const email = `buyer-converted-${Date.now()}@example.com`;
    const { orderId } = await createOrder(db, {
      productSlug: slug,
      customer: { email, fullName: "Teva Martin" },
      quantity: 1,
      selections: { modele: ["cabine"] },
      hasAcceptedTerms: true,
      lang: "fr",
      clientIp: "198.51.100.8",
      notifyTo: SETTINGS.notifyTo,
      siteUrl: SETTINGS.publicUrl,
      company: COMPANY,
    });
    const quote = await createQuoteFromOrder({ db, actor: "admin@bpe.example", orderId });
    const send = () =>
      sendDocument({
        db,
        actor: "admin@bpe.example",
        type: "quote",
        documentId: quote.id,
        company: COMPANY,
        publicUrl: SETTINGS.publicUrl,
      });
    await send();
    expect((await mailsTo(email))[0]!.text).toContain("acceptez-le en ligne");
    expect((await mailsTo(email))[0]!.subject).toMatch(/^Devis BPE-Q-/);
    await db.update(quotes).set({ status: "converted" }).where(eq(quotes.id, quote.id));
    await send();
    const [again] = await mailsTo(email);
    expect(again!.text).not.toContain("acceptez-le");
    expect(again!.text).toContain("Consultez-le et téléchargez-le depuis votre page privée");
  });
});
