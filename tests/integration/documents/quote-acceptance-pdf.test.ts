// The accepted quote's PDF ends with 'Bon pour accord' and the evidence of the buyer's signed acceptance (issue 31
// item 3): name, drawn signature, date and time in Tahiti, address, browser, terms version and the PDF's hash shown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteAcceptances } from "../../../app/db/schema/index.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { renderDocumentPdf } from "../../../app/modules/documents/render-document-pdf.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer } from "./document-factories.ts";
import { readPdf } from "./pdf-text.ts";

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const HASH = "ab".repeat(32);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function quoteWith(signaturePng: string | null) {
  const customer = await createCustomer(database.db);
  const quote = await createQuote({
    db: database.db,
    actor: ACTOR,
    customerId: customer.id,
    currency: "XPF",
    validUntil: "2099-12-24",
    lines: [{ description: "Serre photovoltaïque 8 × 30 m", qty: 2, unitPrice: 1_250_000 }],
  });
  const render = () => renderDocumentPdf({ db: database.db, type: "quote", documentId: quote.id, company: COMPANY });
  const before = await readPdf((await render()).bytes);
  await database.db.insert(quoteAcceptances).values({
    quoteId: quote.id,
    signerName: "Hinano Teriitahi",
    signaturePng,
    // 23:30 UTC on 2 December is 13:30 on 2 December in Tahiti (UTC−10).
    acceptedAt: new Date("2026-12-02T23:30:05Z"),
    ip: "203.0.113.9",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0",
    termsVersion: "2026-11-01",
    pdfSha256: HASH,
  });
  return { before, after: await readPdf((await render()).bytes) };
}

describe("an accepted quote's PDF", () => {
  it("ends with a 'Bon pour accord' page carrying the evidence in Tahiti time", async () => {
    const { before, after } = await quoteWith(PNG);
    expect(before.flat).not.toContain("Bon pour accord Le devis");
    expect(after.pages).toBe(before.pages + 1);
    for (const text of [
      "Bon pour accord",
      "Nom complet du signataire Hinano Teriitahi",
      "02/12/2026 13:30:05 (heure de Tahiti)",
      "Adresse IP 203.0.113.9",
      "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0",
      "Version des conditions générales de vente 2026-11-01",
      HASH,
    ]) {
      // pdftotext may drop the spaces of a wrapped line: compared without spaces.
      expect(after.flat.replace(/\s/g, "")).toContain(text.replace(/\s/g, ""));
    }
    expect(after.flat).not.toContain("Nom saisi (sans signature dessinée)");
  });

  it("says the name was typed alone when nothing was drawn", async () => {
    const { after } = await quoteWith(null);
    expect(after.flat).toContain("Nom saisi (sans signature dessinée)");
  });
});
