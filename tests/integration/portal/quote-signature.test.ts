// The signed acceptance of a quote on the buyer's page (issue 31 item 3) through the built app: the evidence stored
// (typed name, drawn signature, time, address, browser, terms version, the PDF's hash shown), and every refusal in
// the buyer's language with nothing written: no name, a signature that is not a PNG or too large, a changed PDF.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, quoteAcceptances, quotes } from "../../../app/db/schema/index.ts";
import { SIGNATURE_MAX_CHARS } from "../../../app/modules/portal/acceptance-evidence.ts";
import { TERMS_VERSION } from "../../../app/modules/sales/terms-of-sale.ts";
import { pageText } from "../auth/auth-app.ts";
import type { DeskApp } from "../admin/documents-desk-app.ts";
import { readPdf } from "../documents/pdf-text.ts";
import { sendQuote, signatureFields, startDeskAppForFile } from "./portal-app.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

/** A real 1×1 PNG. */
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0";

const visitor = (path: string, init: RequestInit & { ip?: string } = {}) =>
  desk.app.request(path, { ...init, headers: { Accept: "text/html", ...init.headers } });
const accept = (path: string, fields: Record<string, string>) =>
  visitor(path, {
    method: "POST",
    ip: "203.0.113.9",
    body: new URLSearchParams({ intent: "accept", acceptTerms: "on", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
  });

async function nothingWritten(quoteId: string, customerId: string) {
  const db = desk.app.database.db;
  const [quote] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
  expect(quote?.status).toBe("sent");
  expect(await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId))).toHaveLength(0);
  expect(await db.select().from(orders).where(eq(orders.customerId, customerId))).toHaveLength(0);
}

describe("the signed acceptance of a quote", () => {
  it("asks for the full name and offers the optional signature pad, with the PDF's hash in the form", async () => {
    const { path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const html = await (await visitor(path)).text();
    expect(pageText(html)).toContain("Nom complet du signataire");
    expect(html).toContain('aria-label="Zone de signature (facultative)');
    expect(pageText(html)).toContain("Effacer");
    const { pdfSha256 } = await signatureFields(visitor, path);
    expect(pageText(html)).toContain(`Empreinte SHA-256 du PDF du devis : ${pdfSha256}`);
  });

  it("stores the evidence: typed name, drawn signature, time, address, browser, terms version and the PDF's hash shown", async () => {
    const { quote, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const signed = await signatureFields(visitor, path, "  Hinano   Teriitahi ");
    const before = Date.now();
    const accepted = await accept(path, { ...signed, signature: PNG });
    expect(accepted.status).toBe(303);
    const [evidence] = await desk.app.database.db
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteId, quote.id));
    expect(evidence).toMatchObject({
      signerName: "Hinano Teriitahi",
      signaturePng: PNG,
      ip: "203.0.113.9",
      userAgent: BROWSER,
      termsVersion: TERMS_VERSION,
      pdfSha256: signed.pdfSha256,
    });
    expect(evidence!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The buyer's PDF now ends with the evidence page, with the hash the page showed; the owner sees the evidence.
    const pdf = await visitor(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    const { flat } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    const despaced = flat.replace(/\s/g, "");
    for (const text of ["Bon pour accord", "Hinano Teriitahi", signed.pdfSha256!, "(heure de Tahiti)"]) {
      expect(despaced).toContain(text.replace(/\s/g, ""));
    }
    const admin = pageText(await (await desk.get(`/admin/quotes/${quote.id}`, "text/html")).text());
    expect(admin).toContain("Bon pour accord");
    expect(admin).toContain("Hinano Teriitahi");
    expect(admin).toContain(signed.pdfSha256!);
    expect(admin).toContain("203.0.113.9");
  });

  it("accepts the typed name alone (no drawing)", async () => {
    const { quote, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    expect((await accept(path, { ...(await signatureFields(visitor, path)), signature: "" })).status).toBe(303);
    const [evidence] = await desk.app.database.db
      .select({ signaturePng: quoteAcceptances.signaturePng, signerName: quoteAcceptances.signerName })
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteId, quote.id));
    expect(evidence).toEqual({ signaturePng: null, signerName: "Teva Martin" });
  });

  it("refuses a missing or too long name, a signature that is not a PNG or too large, with nothing written", async () => {
    const { quote, customer, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const signed = await signatureFields(visitor, path);
    const notPng = `data:image/png;base64,${Buffer.from("GIF89a-not-a-png-at-all").toString("base64")}`;
    const tooLarge = PNG + "A".repeat(SIGNATURE_MAX_CHARS);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...signed, signerName: "   " }, "Veuillez saisir votre nom complet pour signer le devis."],
      [{ ...signed, signerName: "x".repeat(121) }, "Nom trop long (120 caractères maximum)."],
      [{ ...signed, signature: notPng }, "La signature dessinée n'est pas une image valide"],
      [
        { ...signed, signature: "data:image/svg+xml;base64,PHN2Zz4=" },
        "La signature dessinée n'est pas une image valide",
      ],
      [{ ...signed, signature: tooLarge }, "La signature dessinée n'est pas une image valide"],
      [{ signerName: "Teva Martin" }, "Impossible de vérifier la version du devis affichée"],
    ];
    for (const [fields, message] of cases) {
      const refused = await accept(path, fields);
      expect(refused.status).toBe(400);
      expect(pageText(await refused.text())).toContain(message);
    }
    // In the buyer's language.
    const zh = await accept(`/zh${path}`, { ...signed, signerName: "" });
    expect(zh.status).toBe(400);
    expect(pageText(await zh.text())).toContain("请输入您的全名以签署报价单。");
    await nothingWritten(quote.id, customer.id);
  });

  it("refuses a PDF's hash that is no longer the quote's, and shows the current one", async () => {
    const { quote, customer, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const { pdfSha256 = "" } = await signatureFields(visitor, path);
    const stale = pdfSha256.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const refused = await accept(path, { signerName: "Teva Martin", pdfSha256: stale });
    expect(refused.status).toBe(409);
    const text = pageText(await refused.text());
    expect(text).toContain(
      `Le devis a été modifié depuis l'ouverture de cette page. Relisez-le : son empreinte actuelle est ${pdfSha256}.`,
    );
    await nothingWritten(quote.id, customer.id);
  });
});
