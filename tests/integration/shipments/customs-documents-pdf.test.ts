// The customs documents read back as a broker reads them (pdftotext): every mention of issue 30 item 4.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  customsDocumentFilename,
  renderCustomsDocument,
  type CustomsDocumentRequest,
} from "../../../app/modules/documents/pdf/render-customs-document.server.tsx";
import { isCustomsError } from "../../../app/modules/shipments/customs-error.ts";
import { readPdf } from "../documents/pdf-text.ts";
import { customsConsignee, customsLine, customsShipment } from "./customs-fixture.ts";

// Set PDF_SNAPSHOT_DIR to keep the PDFs (then `pdftoppm -png` them to look at the pages).
const SNAPSHOTS = process.env.PDF_SNAPSHOT_DIR;

async function pdfOf(request: CustomsDocumentRequest) {
  const bytes = await renderCustomsDocument(request);
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  if (SNAPSHOTS) {
    await mkdir(SNAPSHOTS, { recursive: true });
    await writeFile(path.join(SNAPSHOTS, customsDocumentFilename(request)), bytes);
  }
  return readPdf(bytes);
}

const FIRST = "00000001-1111-4111-8111-111111111111";

describe("commercial invoice", () => {
  it("prints seller, consignee with numéro TAHITI, Incoterm, lines with HS code and origin, CIF and its parts", async () => {
    const shipment = customsShipment();
    const pdf = await pdfOf({ kind: "commercial_invoice", shipment, orderId: FIRST });
    expect(pdf.text).toContain("FACTURE COMMERCIALE");
    expect(pdf.text).toContain("EXP-2026-007-00000001");
    expect(pdf.text).toContain("03/12/2026");
    // Seller and its registration; consignee with its numéro TAHITI and address.
    expect(pdf.text).toContain("BPE Engineering & Sourcing Limited");
    expect(pdf.text).toContain("N° d'immatriculation : BR 74839201");
    expect(pdf.text).toContain("Fare Ō SARL 1");
    expect(pdf.text).toContain("Hinano Teriitahi 1");
    expect(pdf.text).toContain("N° TAHITI : C12341");
    expect(pdf.text).toContain("98713 Papeete");
    // Another consignee's goods are not on this invoice.
    expect(pdf.text).not.toContain("Fare Ō SARL 2");
    // Incoterm with its place, currency.
    expect(pdf.text).toContain("Incoterm : CNF Papeete");
    expect(pdf.text).toContain("Devise : XPF");
    // The line: designation, HS code, origin, quantity, unit price, total.
    expect(pdf.text).toContain("Serre photovoltaïque 8 × 30 m");
    expect(pdf.text).toContain("Couleur : Vert");
    expect(pdf.text).toMatch(/9406\.00\.90\s+CN\s+2\s+1 250 000 XPF\s+2 500 000 XPF/);
    // Goods 2 500 000 of 3 750 000: two thirds of freight 360 001 (240 000, the remainder 1 on this largest share:
    // 240 001) and of insurance 25 000 (16 666 + 1 = 16 667).
    expect(pdf.text).toMatch(/Total marchandises\s+2 500 000 XPF/);
    expect(pdf.text).toMatch(/Fret\s+240 001 XPF/);
    expect(pdf.text).toMatch(/Assurance\s+16 667 XPF/);
    expect(pdf.text).toMatch(/Valeur CIF Papeete\s+2 756 668 XPF/);
    // Weights per unit × quantity, packages, volume.
    expect(pdf.text).toMatch(/Poids net total\s+1 701 kg/);
    expect(pdf.text).toMatch(/Poids brut total\s+1 824,5 kg/);
    expect(pdf.text).toMatch(/Nombre de colis\s+6/);
    expect(pdf.text).toMatch(/Volume total\s+33,000 m³/);
    // The origin-and-price statement and the transport: B/L, vessel, ETD.
    expect(pdf.flat).toContain(
      "Nous certifions que les marchandises sont d'origine Chine et que les prix indiqués sont exacts.",
    );
    expect(pdf.text).toContain("Pas de TVA facturée — vente à l'exportation");
    expect(pdf.text).toContain("CONNAISSEMENT (B/L)");
    expect(pdf.text).toContain("HKG0123456");
    expect(pdf.text).toContain("CMA CGM Tahiti / 0TX12S");
    expect(pdf.text).toContain("10/12/2026");
    expect(pdf.text).toContain("28/12/2026");
    expect(pdf.text).toContain("Page 1 / 1");
    expect(pdf.fonts).toContain("SourceSans3");
  });

  it("the other consignee's share takes the rest, so the parts add up to the shipment's freight and insurance", async () => {
    const pdf = await pdfOf({
      kind: "commercial_invoice",
      shipment: customsShipment(),
      orderId: customsConsignee(2).orderId,
    });
    expect(pdf.text).toMatch(/Fret\s+120 000 XPF/);
    expect(pdf.text).toMatch(/Assurance\s+8 333 XPF/);
    expect(pdf.text).toMatch(/Valeur CIF Papeete\s+1 378 333 XPF/);
  });

  it("in USD, states the CIF's XPF counter-value and the rate; an air shipment names its air waybill and flight", async () => {
    const shipment = customsShipment({
      mode: "air",
      currency: "USD",
      xpfRate: 119.33,
      freightMinor: 180_000,
      insuranceMinor: 4_500,
      vessel: "TN102",
      voyage: null,
      transportDocumentNumber: "172-12345675",
      consignees: [
        customsConsignee(1, {
          lines: [customsLine({ quantity: 1, unitPriceMinor: 1_234_567, hsCode: null, originCountry: null })],
        }),
      ],
    });
    const pdf = await pdfOf({ kind: "commercial_invoice", shipment, orderId: FIRST });
    expect(pdf.text).toContain("Devise : USD");
    expect(pdf.text).toMatch(/Valeur CIF Papeete\s+14 190,67 USD/);
    expect(pdf.text).toMatch(/Contre-valeur de la valeur CIF\s+1 693 373 XPF/);
    expect(pdf.text).toContain("Taux : 1 USD = 119,33 XPF");
    expect(pdf.text).toContain("LETTRE DE TRANSPORT AÉRIEN (LTA)");
    expect(pdf.text).toContain("172-12345675");
    expect(pdf.text).toContain("TN102");
    expect(pdf.text).not.toContain("CONTENEUR");
    expect(pdf.flat).toContain("sont d'origine non renseignée");
  });

  it("says when the consignee's numéro TAHITI is not known, and refuses an order outside the shipment", async () => {
    const shipment = customsShipment({
      consignees: [customsConsignee(1, { consignee: { ...customsConsignee(1).consignee, registrationNumber: null } })],
    });
    const pdf = await pdfOf({ kind: "commercial_invoice", shipment, orderId: FIRST });
    expect(pdf.text).toContain("N° TAHITI : non communiqué");
    const outside = renderCustomsDocument({
      kind: "commercial_invoice",
      shipment,
      orderId: "00000009-1111-4111-8111-111111111111",
    });
    await expect(outside).rejects.toSatisfy((error) => isCustomsError(error, "CONSIGNEE_NOT_FOUND"));
  });
});

describe("packing list", () => {
  it("of one consignee: marks, packages, dimensions, weights, volume, container and seal", async () => {
    const pdf = await pdfOf({ kind: "packing_list", shipment: customsShipment(), orderId: FIRST });
    expect(pdf.text).toContain("LISTE DE COLISAGE");
    expect(pdf.text).toContain("EXP-2026-007-00000001");
    expect(pdf.text).toContain("N° TAHITI : C12341");
    expect(pdf.text).toContain("FARE-1 / PAPEETE");
    expect(pdf.text).toMatch(/590 × 235 × 239 cm/);
    expect(pdf.text).toMatch(/6\s+590 × 235 × 239 cm\s+1 701 kg\s+1 824,5 kg\s+33,000 m³/);
    expect(pdf.text).toContain("CMAU1234567");
    expect(pdf.text).toContain("SEAL998877");
    expect(pdf.text).not.toContain("FARE-2");
  });

  it("of the whole container: every consignee with its subtotal, and the container's totals", async () => {
    const pdf = await pdfOf({ kind: "packing_list", shipment: customsShipment(), orderId: null });
    expect(pdf.text).toContain("LISTE DE COLISAGE — CONTENEUR");
    expect(pdf.text).toContain("FARE-1 / PAPEETE");
    expect(pdf.text).toContain("FARE-2 / PAPEETE");
    expect(pdf.text).toContain("Commande 00000001 — Fare Ō SARL 1 — N° TAHITI : C12341");
    expect(pdf.text).toContain("Commande 00000002 — Fare Ō SARL 2 — N° TAHITI : C12342");
    // 2 + 1 units: net 2 551,5 kg, gross 2 736,75 kg; 12 packages; 66 m³.
    expect(pdf.text).toMatch(/Total du conteneur\s+12\s+2 551,5 kg\s+2 736,75 kg\s+66,000 m³/);
    expect(pdf.text).toMatch(/Destinataires : 2/);
  });

  it("fifty consignees run onto several pages with the table's header repeated", async () => {
    const shipment = customsShipment({ consignees: Array.from({ length: 50 }, (_, i) => customsConsignee(i + 1)) });
    const pdf = await pdfOf({ kind: "packing_list", shipment, orderId: null });
    expect(pdf.pages).toBeGreaterThan(3);
    expect(pdf.text.match(/Dimensions unitaires/g)?.length).toBe(pdf.pages);
    expect(pdf.text).toMatch(/Total du conteneur\s+300\s+/);
  });

  it("a consignee's document on one page says 'Page 1 / 1'; a longer one is numbered on each of its pages", async () => {
    const one = await pdfOf({ kind: "commercial_invoice", shipment: customsShipment(), orderId: FIRST });
    expect(one.pages).toBe(1);
    expect(one.text).toContain("Page 1 / 1");
    const long = customsShipment({
      consignees: [customsConsignee(1, { lines: Array.from({ length: 40 }, () => customsLine()) })],
    });
    for (const kind of ["commercial_invoice", "packing_list"] as const) {
      const pdf = await pdfOf({ kind, shipment: long, orderId: FIRST });
      expect(pdf.pages).toBeGreaterThan(1);
      for (let page = 1; page <= pdf.pages; page++) expect(pdf.text).toContain(`Page ${page} / ${pdf.pages}`);
      expect(pdf.text).not.toContain("Page 1 / 1");
    }
  });
});
