// The settings page (issue 14 item 6) through the built app: refused to a visitor, every field checked with its
// French message, stored and audited before → after, and applied at once to the public pages (the page cache
// follows): a changed rate changes the price a product sheet shows, a changed name the footer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../app/db/schema/index.ts";
import { getSettings } from "../../../app/modules/settings/settings.server.ts";
import { SETTINGS_MESSAGES } from "../../../app/modules/settings/settings-form.ts";
import { ADMIN_EMAIL, form, pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { DEFAULT_SETTINGS_FORM } from "../settings/settings-form-fields.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
});
afterAll(async () => {
  await app?.close();
});

const VALID = DEFAULT_SETTINGS_FORM;

const save = (fields: Record<string, string>, cookie = adminCookie) =>
  app.request("/admin/settings", {
    method: "POST",
    body: form(fields),
    headers: { Accept: "text/html", Cookie: cookie },
  });
const visit = async (url: string) => {
  const response = await app.request(url, { headers: { Accept: "text/html" } });
  return { cache: response.headers.get("X-Page-Cache"), text: pageText(await response.text()) };
};

describe("/admin/settings", () => {
  it("sends a visitor to sign in and refuses their save, changing nothing", async () => {
    const page = await app.request("/admin/settings", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fsettings");
    for (const cookie of ["", "bpe_admin_session=%22forged%22"]) {
      const response = await save({ ...VALID, xpf_per_usd: "1" }, cookie);
      expect([401, 403]).toContain(response.status);
    }
    expect((await getSettings(app.database.db)).xpf_per_usd).toBe(119.33);
  });

  it("shows the administrator every setting with its current value", async () => {
    const response = await app.request("/admin/settings", { headers: { Accept: "text/html", Cookie: adminCookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Paramètres – BPE Admin</title>");
    const text = pageText(html);
    for (const label of [
      "Raison sociale",
      "Numéro d'immatriculation (BRN)",
      "Email de contact",
      "Numéro WhatsApp",
      "XPF pour 1 USD",
      "XPF pour 1 HKD",
      "XPF pour 1 EUR",
      "Acompte (%)",
      "Coefficient de marge par défaut",
      "Conditions du solde",
    ])
      expect(text).toContain(label);
    expect(html).toContain('value="119,33"');
    expect(html).toContain('value="60"');
  });

  it("refuses each invalid value with its French message and stores nothing", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ xpf_per_usd: "abc" }, SETTINGS_MESSAGES.rate],
      [{ xpf_per_hkd: "0" }, SETTINGS_MESSAGES.rate],
      [{ xpf_per_eur: "-3" }, SETTINGS_MESSAGES.rate],
      [{ deposit_percent: "0" }, SETTINGS_MESSAGES.deposit],
      [{ deposit_percent: "120" }, SETTINGS_MESSAGES.deposit],
      [{ default_margin: "" }, SETTINGS_MESSAGES.margin],
      [{ contact_email: "pas-un-email" }, SETTINGS_MESSAGES.email],
      [{ whatsapp_number: "appelez-moi" }, SETTINGS_MESSAGES.whatsapp],
      [{ balance_terms: "  " }, SETTINGS_MESSAGES.balanceTerms],
      [{ purchase_order_ship_to: "" }, SETTINGS_MESSAGES.shipTo],
      [{ company_name: "x".repeat(201) }, SETTINGS_MESSAGES.tooLong],
      [{ bank_account: "FR76 3000 6000 0112 3456 7890 188" }, SETTINGS_MESSAGES.bankAccount],
      [{ bank_account: "compte n°12/34" }, SETTINGS_MESSAGES.bankAccount],
      [{ bank_swift: "HSBC HK" }, SETTINGS_MESSAGES.swift],
      [{ payment_instructions: "x".repeat(1001) }, SETTINGS_MESSAGES.tooLong],
      [{ container_20_volume: "0" }, SETTINGS_MESSAGES.capacity],
      [{ container_40_payload: "lourd" }, SETTINGS_MESSAGES.capacity],
      [{ reminders_enabled: "oui" }, SETTINGS_MESSAGES.reminders],
    ];
    for (const [change, message] of cases) {
      const response = await save({ ...VALID, ...change, xpf_per_usd: change.xpf_per_usd ?? "130" });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(pageText(await response.text())).toContain(message);
    }
    expect((await getSettings(app.database.db)).xpf_per_usd).toBe(119.33);
    expect(await app.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"))).toEqual([]);
  });

  it("saves, audits before → after, and every public page shows the new values at once", async () => {
    const db = app.database.db;
    const category = await createCategory(db);
    await createProduct(db, {
      categoryId: category.id,
      slug: "groupe-electrogene-reglages",
      finalPriceXpf: null,
      basePriceXpf: null,
      freightPriceXpf: null,
      purchasePriceCents: 100_000,
      marginCoefficient: 1.5,
      seaFreightCents: 10_000,
    });
    // (1 000 × 1.5 + 100) × 119.33 = 190 928 XPF; the second visit comes from the page cache.
    await visit("/shop/product/groupe-electrogene-reglages");
    const before = await visit("/shop/product/groupe-electrogene-reglages");
    expect(before.cache).toBe("hit");
    expect(before.text).toMatch(/190\s928\sXPF/u);
    expect(before.text).toContain("Société de démonstration BPE");

    const response = await save({ ...VALID, xpf_per_usd: "120", deposit_percent: "50", company_name: "BPE Limited" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/settings");
    const stored = await getSettings(db);
    expect(stored).toMatchObject({
      xpf_per_usd: 120,
      deposit_ratio: 0.5,
      company_name: "BPE Limited",
      xpf_per_hkd: 15.3,
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audit).toMatchObject({
      actor: ADMIN_EMAIL,
      entity: "settings",
      summary: {
        before: { xpf_per_usd: 119.33, deposit_ratio: 0.6, company_name: "" },
        after: { xpf_per_usd: 120, deposit_ratio: 0.5, company_name: "BPE Limited" },
      },
    });
    expect(Object.keys(audit!.summary.after as object).sort()).toEqual([
      "company_name",
      "deposit_ratio",
      "xpf_per_usd",
    ]);

    // (1 000 × 1.5 + 100) × 120 = 192 000 XPF, at once: the cached copy is not served.
    const after = await visit("/shop/product/groupe-electrogene-reglages");
    expect(after.cache).toBe("miss");
    expect(after.text).toMatch(/192\s000\sXPF/u);
    expect(after.text).not.toMatch(/190\s928\sXPF/u);
    expect(after.text).toContain("BPE Limited");

    // Saving the same values again changes nothing and writes no audit row.
    expect(
      (await save({ ...VALID, xpf_per_usd: "120", deposit_percent: "50", company_name: "BPE Limited" })).status,
    ).toBe(302);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "settings.update"))).toHaveLength(1);
  });

  it("stores the bank details the invoices print, the SWIFT code in capitals, and shows them again", async () => {
    const response = await save({
      ...VALID,
      bank_holder: "BPE Engineering & Sourcing Limited",
      bank_name: "HSBC Hong Kong",
      bank_account: "FR76 3000 6000 0112 3456 7890 189",
      bank_swift: "hsbchkhhhkh",
      payment_instructions: "Frais bancaires à la charge du client.",
    });
    expect(response.status).toBe(302);
    expect((await getSettings(app.database.db)).bank_details).toEqual({
      holder: "BPE Engineering & Sourcing Limited",
      bank: "HSBC Hong Kong",
      account: "FR76 3000 6000 0112 3456 7890 189",
      swift: "HSBCHKHHHKH",
      instructions: "Frais bancaires à la charge du client.",
    });
    const page = await app.request("/admin/settings", { headers: { Accept: "text/html", Cookie: adminCookie } });
    const html = await page.text();
    expect(pageText(html)).toContain("Coordonnées bancaires (factures)");
    expect(html).toContain('value="HSBCHKHHHKH"');
  });

  it("stores the containers' capacities a shipment's fill reads, and shows them again", async () => {
    const response = await save({ ...VALID, container_40_volume: "76,3", container_40_payload: "28" });
    expect(response.status).toBe(302);
    expect((await getSettings(app.database.db)).container_capacities).toEqual({
      fcl_20: { volumeCm3: 33_000_000, weightGrams: 28_000_000 },
      fcl_40: { volumeCm3: 76_300_000, weightGrams: 28_000_000 },
    });
    const page = await app.request("/admin/settings", { headers: { Accept: "text/html", Cookie: adminCookie } });
    const html = await page.text();
    expect(pageText(html)).toContain("Conteneurs (remplissage des expéditions)");
    expect(html).toContain('value="76,3"');
  });

  it("turns the automatic reminders off and on again, audited, and shows the box as stored", async () => {
    const db = app.database.db;
    const { reminders_enabled: _ticked, ...unticked } = VALID;
    expect((await save(unticked)).status).toBe(302);
    expect((await getSettings(db)).reminders_enabled).toBe(false);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audits.at(-1)!.summary).toMatchObject({
      before: { reminders_enabled: true },
      after: { reminders_enabled: false },
    });
    const page = await app.request("/admin/settings", { headers: { Accept: "text/html", Cookie: adminCookie } });
    const html = await page.text();
    expect(pageText(html)).toContain("Relances automatiques");
    expect(html).not.toMatch(/name="reminders_enabled"[^>]*checked/);
    // A form without the switch leaves it as it is.
    const { reminders_switch: _shown, ...withoutSwitch } = unticked;
    expect((await save({ ...withoutSwitch, xpf_per_usd: "119,33" })).status).toBe(302);
    expect((await getSettings(db)).reminders_enabled).toBe(false);
    expect((await save(VALID)).status).toBe(302);
    expect((await getSettings(db)).reminders_enabled).toBe(true);
  });
});
