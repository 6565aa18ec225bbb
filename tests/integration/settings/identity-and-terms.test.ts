// The company identity and the balance terms of the settings page (issue 14 item 6, DESIGN.md ruling 12) wherever
// they appear: the home page's WhatsApp block, the footer, the terms of sale, the checkout, the order and lead mails,
// and the quote PDF. Fields left empty show the environment's values; a save shows at once, cached pages included.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../app/db/schema/index.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { loadDocumentCompany } from "../../../app/modules/documents/document-company.server.ts";
import { renderDocumentPdf } from "../../../app/modules/documents/render-document-pdf.server.ts";
import { mailCompany } from "../../../app/modules/mail/render-mail.server.tsx";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { queueLeadMails } from "../../../app/modules/sales/queue-lead-mails.server.tsx";
import { queueOrderMails } from "../../../app/modules/sales/queue-order-mails.server.tsx";
import { parseSettingsForm } from "../../../app/modules/settings/settings-form.ts";
import { getSettings } from "../../../app/modules/settings/settings.server.ts";
import { updateSettings } from "../../../app/modules/settings/update-settings.server.ts";
import { pageText, startTestApp, type TestApp } from "../auth/auth-app.ts";
import { ACTOR, createCustomer } from "../documents/document-factories.ts";
import { readPdf } from "../documents/pdf-text.ts";
import { DEFAULT_SETTINGS_FORM } from "./settings-form-fields.ts";
import { createDepositOrder } from "../payments/payment-factories.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const FORM = {
  ...DEFAULT_SETTINGS_FORM,
  balance_terms_en: "before the ship leaves",
  balance_terms_zh: "船舶启航前",
};

const OWNER = {
  company_name: "Pacific Sourcing Limited",
  company_brn: "BR 12345678",
  company_address: "Unit 5, 1 Harbour Road, Wan Chai, Hong Kong",
  contact_email: "ventes@pacific.example",
  whatsapp_number: "+689 89 11 22 33",
  deposit_percent: "50",
  balance_terms: "à l'arrivée au port de Papeete",
  balance_terms_en: "on arrival at the port of Papeete",
  balance_terms_zh: "",
};

async function saveSettings(fields: Record<string, string>) {
  const parsed = parseSettingsForm({ ...FORM, ...fields });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return updateSettings(app.database.db, { values: parsed.values, actor: ACTOR });
}

async function visit(url: string) {
  const response = await app.request(url, { headers: { Accept: "text/html" } });
  expect(response.status, url).toBe(200);
  const html = await response.text();
  return { cache: response.headers.get("X-Page-Cache"), html, text: pageText(html) };
}

const orderMail = (overrides: { lang: "fr" | "en" }) => ({
  orderId: crypto.randomUUID(),
  createdAt: new Date(),
  customer: { email: "teva@example.com", fullName: "Teva Martin" },
  productId: null,
  productSlug: "kit-solaire",
  productTitle: "Kit solaire",
  qty: 1,
  unitXpf: 100_000,
  freightXpf: 0,
  shipping: { unit: "pallet" as const, count: 1 },
  amountXpf: 100_000,
  depositRatio: 0.6,
  options: [],
  notes: null,
  projectType: null,
  clientIp: "198.51.100.1",
  notifyTo: "contact@bpe-polynesie.example",
  siteUrl: "http://shop.test",
  company: mailCompany(app.services.env),
  ...overrides,
});

async function mailsTo(to: string) {
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe("the company identity and the balance terms", () => {
  it("show the environment's identity and the terms of sale's wording while the settings are empty", async () => {
    const home = await visit("/");
    expect(home.html).toContain('href="https://wa.me/68987000000?text=');
    expect(home.text).toContain("Société de démonstration BPE");
    expect(home.html).toContain('href="mailto:contact@bpe-polynesie.example"');
    const cgv = await visit("/cgv");
    expect(cgv.text).toContain(
      "Vendeur : Société de démonstration BPE, numéro d'immatriculation DÉMO – numéro fictif, Adresse de démonstration, Hong Kong. Contact : contact@bpe-polynesie.example, WhatsApp +689 87 00 00 00.",
    );
    expect(cgv.text).toContain("Un acompte de 60 % du montant de la commande est exigible à la commande.");
    expect(cgv.text).toContain("Le solde de 40 % est payable avant le départ du navire.");
    expect((await visit("/en/cgv")).text).toContain("The 40% balance is payable before the ship leaves.");
    expect((await visit("/zh/cgv")).text).toContain("40% 的余款须在船舶启航前付清");
  });

  it("a save reaches the home page, the footer and the terms of sale at once, cached copies included", async () => {
    for (const url of ["/", "/cgv", "/en/cgv", "/zh/cgv"]) await visit(url);
    expect((await visit("/cgv")).cache).toBe("hit");
    const versionBefore = await readPageCacheVersion(app.database.db);

    expect(await saveSettings(OWNER)).toEqual(
      expect.arrayContaining(["company_name", "whatsapp_number", "balance_terms", "balance_terms_translations"]),
    );
    expect(await readPageCacheVersion(app.database.db)).toBeGreaterThan(versionBefore);
    expect((await getSettings(app.database.db)).balance_terms_translations).toEqual({
      en: "on arrival at the port of Papeete",
    });

    const home = await visit("/");
    expect(home.cache).toBe("miss");
    expect(home.html).toContain('href="https://wa.me/68989112233?text=');
    expect(home.html).not.toContain("wa.me/68987000000");
    expect(home.html).toContain('href="mailto:ventes@pacific.example"');
    expect(home.text).toContain("Pacific Sourcing Limited");
    expect(home.text).toContain("BR 12345678");

    const cgv = await visit("/cgv");
    expect(cgv.cache).toBe("miss");
    expect(cgv.text).toContain(
      "Vendeur : Pacific Sourcing Limited, numéro d'immatriculation BR 12345678, Unit 5, 1 Harbour Road, Wan Chai, Hong Kong. Contact : ventes@pacific.example, WhatsApp +689 89 11 22 33.",
    );
    expect(cgv.text).toContain("Un acompte de 50 % du montant de la commande est exigible à la commande.");
    expect(cgv.text).toContain("Le solde de 50 % est payable à l'arrivée au port de Papeete.");
    expect(cgv.html).toMatch(
      /<meta name="description" content="[^"]*solde de 50 % à l&#x27;arrivée au port de Papeete/,
    );
    expect((await visit("/en/cgv")).text).toContain("The 50% balance is payable on arrival at the port of Papeete.");
    // No Chinese wording saved: the Chinese page shows the French words, as catalogue texts do (ruling 15).
    expect((await visit("/zh/cgv")).text).toContain("50% 的余款须在à l'arrivée au port de Papeete付清");
  });

  it("the checkout, the order mails and the lead mails state the saved terms and sign with the saved identity", async () => {
    await saveSettings(OWNER);
    const order = await createDepositOrder(app.database.db);
    const checkout = await visit(`/checkout?orderId=${order.id}`);
    expect(checkout.text).toContain("Solde de 40 % à l'arrivée au port de Papeete");
    expect((await visit(`/en/checkout?orderId=${order.id}`)).text).toContain(
      "Balance of 40% on arrival at the port of Papeete",
    );

    await queueOrderMails(app.database.db, {
      ...orderMail({ lang: "en" }),
      customer: { email: "buyer-en@example.com", fullName: "Ana Lee" },
    });
    const [ack] = await mailsTo("buyer-en@example.com");
    expect(ack!.html).toContain("Balance on arrival at the port of Papeete");
    for (const part of ["Pacific Sourcing Limited", "BR 12345678", "ventes@pacific.example", "+689 89 11 22 33"])
      expect(ack!.html).toContain(part);
    expect(ack!.html).not.toContain("Société de démonstration BPE");
    // The business's notification goes to the saved contact email.
    const [notification] = await mailsTo(OWNER.contact_email);
    expect(notification!.text).toContain("Solde à l'arrivée au port de Papeete");

    await queueLeadMails(app.database.db, {
      leadId: crypto.randomUUID(),
      createdAt: new Date(),
      source: "home",
      customer: { email: "lead@example.com", fullName: "Hina Tapu" },
      productSlug: null,
      projectType: "solar",
      message: "Une serre photovoltaïque.",
      location: null,
      options: [],
      lang: "fr",
      clientIp: "198.51.100.1",
      notifyTo: "leads@example.com",
      adminUrl: "http://shop.test",
      company: mailCompany(app.services.env),
    });
    const [leadAck] = await mailsTo("lead@example.com");
    expect(leadAck!.text).toContain("Pacific Sourcing Limited");
    expect(leadAck!.text).toContain("N° d'immatriculation : BR 12345678");
    expect(leadAck!.text).toContain("WhatsApp : +689 89 11 22 33");
  });

  it("quotes print the saved seller and balance terms; an emptied identity field falls back to the environment", async () => {
    await saveSettings({ ...OWNER, company_brn: "" });
    const company = await loadDocumentCompany(app.database.db, app.services.env);
    expect(company).toEqual({
      name: "Pacific Sourcing Limited",
      registration: "DÉMO – numéro fictif",
      address: "Unit 5, 1 Harbour Road, Wan Chai, Hong Kong",
      balanceTerms: "à l'arrivée au port de Papeete",
    });
    const customer = await createCustomer(app.database.db);
    const quote = await createQuote({
      db: app.database.db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      lines: [{ description: "Kit solaire", qty: 1, unitPrice: 100_000 }],
    });
    const pdf = await readPdf(
      (await renderDocumentPdf({ db: app.database.db, type: "quote", documentId: quote.id, company })).bytes,
    );
    expect(pdf.flat).toContain("Pacific Sourcing Limited");
    expect(pdf.flat).toContain("acompte de 50 % à la commande, solde de 50 % à l'arrivée au port de Papeete.");
  });
});
