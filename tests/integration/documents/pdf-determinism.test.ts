// A document's PDF is the same bytes however often it is drawn (issue 31 item 3): dated by its issue date, not the
// clock, so the SHA-256 the buyer's quote page shows is the one of the file they download.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { pdfSha256, SHA256_HEX } from "../../../app/modules/documents/pdf-digest.ts";
import { renderDocumentPdf } from "../../../app/modules/documents/render-document-pdf.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer } from "./document-factories.ts";

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("a quote's PDF", () => {
  it("is the same bytes, hence the same SHA-256, when drawn again later", async () => {
    const customer = await createCustomer(database.db);
    const quote = await createQuote({
      db: database.db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      validUntil: "2026-12-24",
      lines: [{ description: "Serre photovoltaïque 8 × 30 m", qty: 2, unitPrice: 1_250_000 }],
    });
    const render = () => renderDocumentPdf({ db: database.db, type: "quote", documentId: quote.id, company: COMPANY });
    const first = await render();
    // PDF dates count seconds: the second drawing is made in another second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await render();
    expect(pdfSha256(first.bytes)).toMatch(SHA256_HEX);
    expect(pdfSha256(second.bytes)).toBe(pdfSha256(first.bytes));
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });
});
