// The buyer's language after the order (issue 27 item 5) in Chromium: an order placed on the English or Chinese
// product sheet shows the product's title and options in that language on the checkout, the sandbox's page, the
// result page, the order's page and its emails: no French product text where a translation exists.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { loginAsAdmin } from "./admin-login.ts";
import { openProductSheet, useBrowser } from "./browser.ts";
import { DEPOSIT_PRODUCT } from "./deposit-order.ts";

/** The mini-excavator's French texts (demo content) that have an English and a Chinese translation. */
const FRENCH = ["Mini-pelle", "Modèle", "1,8 t – canopy", "import groupé"];

const LANGS = {
  en: {
    fullName: /^Full name/,
    email: /^Email/,
    terms: /terms of sale/,
    order: "Order with deposit",
    pay: /^Pay the deposit \(/,
    confirmed: "Payment confirmed!",
    texts: ["1.8 t mini-excavator – group import", "Model", "1.8 t – canopy"],
    option: "Model: 1.8 t – canopy",
  },
  zh: {
    fullName: /^姓名/,
    email: /^电子邮箱/,
    terms: /销售条款/,
    order: "支付订金下单",
    pay: /^支付订金（/,
    confirmed: "支付成功！",
    texts: ["1.8 吨小型挖掘机 – 拼柜进口", "型号", "1.8 吨 – 顶棚"],
    option: "型号：1.8 吨 – 顶棚",
  },
} as const;

const shotsDir = process.env.SCREENSHOTS_DIR;

async function mainText(page: Page): Promise<string> {
  return page.locator("main").innerText();
}

function expectNoFrench(text: string, where: string) {
  for (const french of FRENCH) expect(text, where).not.toContain(french);
}

async function mailsTo(to: string, count: number) {
  let found: Array<{ subject?: string; text?: string }> = [];
  await expect
    .poll(
      async () => {
        found = (await readCapturedMail(inject("mailDir"))).filter((mail) => JSON.stringify(mail.to).includes(to));
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

describe("the buyer's language after the order", () => {
  const { newPage } = useBrowser();

  for (const lang of ["en", "zh"] as const) {
    it(`${lang}: checkout, sandbox page, result page, order page and emails show the product in ${lang}`, async () => {
      const words = LANGS[lang];
      const width = lang === "zh" ? 390 : 1280;
      const page = await newPage({ viewport: { width, height: 844 } });
      const email = `buyer-language-${lang}-${Date.now()}@example.com`;
      await openProductSheet(page, `/${lang}${DEPOSIT_PRODUCT}?opt_modele=1-8-t#commande`);
      await page.getByLabel(words.fullName).fill("Ana Lee");
      await page.getByLabel(words.email).first().fill(email);
      await page.locator("#commande").getByRole("checkbox", { name: words.terms }).check();
      await page.getByRole("button", { name: words.order }).click();
      await page.waitForURL(new RegExp(`/${lang}/checkout\\?orderId=`));
      const orderId = new URL(page.url()).searchParams.get("orderId")!;

      await page.getByText(words.texts[0], { exact: true }).waitFor();
      const checkout = await mainText(page);
      for (const text of words.texts) expect(checkout).toContain(text);
      expectNoFrench(checkout, "checkout");
      if (shotsDir)
        await page.screenshot({ path: path.join(shotsDir, `checkout-${lang}-${width}.png`), fullPage: true });

      await page.getByRole("button", { name: words.pay }).click();
      await page.waitForURL(/\/sandbox-pay\//);
      await page.getByText(`${words.texts[0]} × 1`).waitFor();
      await page.getByRole("button", { name: "Payer", exact: true }).click();
      await page.waitForURL(new RegExp(`/${lang}/thank-you\\?orderId=${orderId}`));
      await page.getByRole("heading", { name: words.confirmed }).waitFor();
      const result = await mainText(page);
      expect(result).toContain(words.texts[0]);
      expect(result).toContain(words.option);
      expectNoFrench(result, "result page");

      // The deposit marked its step by itself; the administrator sets the next one: the buyer's email links to the order's page, in the order's language.
      const admin = await newPage();
      await loginAsAdmin(admin);
      await admin.goto(`/admin/orders/${orderId}`);
      await admin.getByRole("button", { name: "Étape suivante : En fabrication" }).click();
      await admin
        .getByRole("dialog", { name: "En fabrication" })
        .getByRole("button", { name: "Enregistrer et prévenir le client" })
        .click();
      await admin.getByText("Étape « En fabrication » enregistrée, email envoyé au client").waitFor();

      const mails = await mailsTo(email, 3);
      for (const mail of mails) expectNoFrench(mail.text ?? "", `mail ${mail.subject}`);
      const link = /https?:\/\/[^/\s]+((?:\/(?:en|zh))\/espace\/commande\/[A-Za-z0-9_-]{43})/.exec(
        mails.map((mail) => mail.text).join("\n"),
      )?.[1];
      expect(link, "order page link").toBeTruthy();
      await page.goto(link!);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const orderPage = await mainText(page);
      expect(orderPage).toContain(words.texts[0]);
      expect(orderPage).toContain(words.option);
      expectNoFrench(orderPage, "order page");
      if (shotsDir)
        await page.screenshot({ path: path.join(shotsDir, `order-page-${lang}-${width}.png`), fullPage: true });
    });
  }
});
