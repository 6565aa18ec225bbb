// The customs documents through the built app on a test database (issue 30 item 4): the loader's figures, the
// owner's PDFs (administrator only, 404 outside the shipment), the buyer's two PDFs from their order's link (a wrong
// token and an order in no shipment answer 404), and sending a consignee their documents with the B/L by email.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, shipmentFiles } from "../../../app/db/schema/index.ts";
import { createCustomerLink } from "../../../app/modules/portal/customer-links.server.ts";
import { computeShipmentFigures } from "../../../app/modules/shipments/customs-figures.ts";
import { isCustomsError } from "../../../app/modules/shipments/customs-error.ts";
import { loadShipmentDocuments } from "../../../app/modules/shipments/load-shipment-documents.server.ts";
import { toastOf, type DeskApp } from "../admin/documents-desk-app.ts";
import { readPdf } from "../documents/pdf-text.ts";
import { startDeskAppForFile } from "../portal/portal-app.ts";
import { createShipment, createShippedOrder } from "./shipment-factories.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };
const db = () => desk.app.database.db;

async function pdfText(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}

describe("the loader", () => {
  it("reads each order's goods (amount less its freight), the product's logistics facts and the buyer", async () => {
    const shipment = await createShipment(db());
    const a = await createShippedOrder(db(), { shipmentId: shipment.id, qty: 2 });
    const b = await createShippedOrder(db(), { shipmentId: shipment.id, qty: 1 });
    await createShippedOrder(db()); // in no shipment
    const data = await loadShipmentDocuments(db(), { shipmentId: shipment.id, company: COMPANY });
    expect(data.incoterm).toBe("CNF Papeete");
    expect(data.seller).toMatchObject({ name: COMPANY.name, registrationNumber: "BR 74839201" });
    expect(data.consignees.map((c) => c.orderId)).toEqual([a.id, b.id]);
    const [first] = data.consignees;
    expect(first!.consignee).toMatchObject({ company: "Fare Ō SARL", registrationNumber: "C12345" });
    expect(first!.consignee.addressLines).toEqual(["BP 1234, 98713 Papeete", "Tahiti"]);
    expect(first!.lines[0]).toMatchObject({
      hsCode: "85414300",
      originCountry: "CN",
      quantity: 2,
      unitPriceMinor: 1_000_000,
      totalMinor: 2_000_000,
      packages: 6,
      shippingUnits: 2,
      options: ["Pose : Sans pose"],
    });
    // Freight 300 001 and insurance 20 000 shared 2:1; the remainder on the larger share; parts add up.
    const figures = computeShipmentFigures(data);
    expect(figures.consignees.map((c) => c.charges.freightMinor)).toEqual([200_001, 100_000]);
    expect(figures.consignees.map((c) => c.charges.insuranceMinor)).toEqual([13_334, 6_666]);
    expect(figures.consignees.map((c) => c.charges.cifMinor)).toEqual([2_213_335, 1_106_666]);
    expect(figures.total.charges.cifMinor).toBe(3_000_000 + 300_001 + 20_000);
    expect(figures.total.grossWeightGrams).toBe(3 * 280_500);
    expect(figures.total.volumeCm3).toBe(3 * 2_640_000);
  });

  it("converts XPF orders to a USD shipment at its rate, and refuses a foreign currency without a rate", async () => {
    const usd = await createShipment(db(), { currency: "USD", xpfRate: 119.33, freightMinor: 150_000 });
    await createShippedOrder(db(), { shipmentId: usd.id, qty: 2, unitPrice: 1_193_300 });
    const data = await loadShipmentDocuments(db(), { shipmentId: usd.id, company: COMPANY });
    expect(data.consignees[0]!.lines[0]).toMatchObject({ unitPriceMinor: 1_000_000, totalMinor: 2_000_000 });
    expect(computeShipmentFigures(data).consignees[0]!.charges.cifXpf).toBe(Math.round(21_700 * 119.33));

    const noRate = await createShipment(db(), { currency: "USD", xpfRate: null });
    await expect(loadShipmentDocuments(db(), { shipmentId: noRate.id, company: COMPANY })).rejects.toSatisfy((error) =>
      isCustomsError(error, "RATE_MISSING"),
    );
  });
});

describe("the owner's PDFs", () => {
  it("answer the administrator a consignee's commercial invoice and packing list, and the container's list", async () => {
    const shipment = await createShipment(db());
    const a = await createShippedOrder(db(), { shipmentId: shipment.id, marks: "FARE-A" });
    const b = await createShippedOrder(db(), { shipmentId: shipment.id, marks: "FARE-B" });
    const base = `/admin/shipments/${shipment.id}/documents`;
    const invoice = await pdfText(await desk.get(`${base}/commercial-invoice/${a.id}`, "application/pdf"));
    expect(invoice.text).toContain("FACTURE COMMERCIALE");
    expect(invoice.text).toContain(`${shipment.reference}-${a.id.slice(0, 8).toUpperCase()}`);
    expect(invoice.text).toContain("N° TAHITI : C12345");
    expect(invoice.text).toMatch(/8541\.43\.00\s+CN\s+2\s+1 000 000 XPF\s+2 000 000 XPF/);
    expect(invoice.text).toMatch(/Fret\s+150 001 XPF/);
    const list = await pdfText(await desk.get(`${base}/packing-list/${b.id}`, "application/pdf"));
    expect(list.text).toContain("FARE-B");
    expect(list.text).not.toContain("FARE-A");
    const container = await pdfText(await desk.get(`${base}/packing-list`, "application/pdf"));
    expect(container.text).toContain("FARE-A");
    expect(container.text).toContain("FARE-B");
    expect(container.text).toMatch(/Total du conteneur\s+12\s+1 000 kg\s+1 122 kg\s+10,560 m³/);
    const download = await desk.get(`${base}/packing-list?download=1`, "application/pdf");
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="liste-de-colisage-/);
  });

  it("refuse a visitor, and answer 404 for an order outside the shipment, an unknown shipment or a bad id", async () => {
    const shipment = await createShipment(db());
    const inside = await createShippedOrder(db(), { shipmentId: shipment.id });
    const outside = await createShippedOrder(db());
    const base = `/admin/shipments/${shipment.id}/documents`;
    for (const url of [`${base}/commercial-invoice/${inside.id}`, `${base}/packing-list`]) {
      const visitor = await desk.app.request(url);
      expect(visitor.status).toBe(401);
      expect(visitor.headers.get("Content-Type")).not.toBe("application/pdf");
    }
    const notIn = await desk.get(`${base}/commercial-invoice/${outside.id}`, "application/pdf");
    expect(notIn.status).toBe(404);
    expect(await notIn.text()).toContain("Cette commande ne fait pas partie de l'expédition");
    expect((await desk.get(`${base}/packing-list/${outside.id}`, "application/pdf")).status).toBe(404);
    const unknown = `/admin/shipments/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f/documents/packing-list`;
    expect((await desk.get(unknown, "application/pdf")).status).toBe(404);
    expect((await desk.get(`/admin/shipments/nope/documents/packing-list`, "application/pdf")).status).toBe(404);
  });
});

describe("the buyer's PDFs", () => {
  it("open from the order's link, only that order's; a wrong token or an order in no shipment is a 404", async () => {
    const shipment = await createShipment(db());
    const order = await createShippedOrder(db(), { shipmentId: shipment.id, marks: "MINE" });
    await createShippedOrder(db(), { shipmentId: shipment.id, marks: "SOMEONE-ELSE" });
    const token = await createCustomerLink(db(), { kind: "order", orderId: order.id });
    const invoice = await pdfText(await desk.app.request(`/espace/commande/${token}/expedition/facture-commerciale`));
    expect(invoice.text).toContain(order.id.slice(0, 8).toUpperCase());
    const list = await desk.app.request(`/en/espace/commande/${token}/expedition/liste-de-colisage`);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    expect(list.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const listText = await pdfText(list);
    expect(listText.text).toContain("MINE");
    expect(listText.text).not.toContain("SOMEONE-ELSE");

    const wrong = await desk.app.request(`/espace/commande/${"x".repeat(43)}/expedition/facture-commerciale`);
    expect(wrong.status).toBe(404);
    const alone = await createShippedOrder(db());
    const aloneToken = await createCustomerLink(db(), { kind: "order", orderId: alone.id });
    expect((await desk.app.request(`/espace/commande/${aloneToken}/expedition/facture-commerciale`)).status).toBe(404);
    expect((await desk.app.request(`/espace/commande/${aloneToken}/expedition/liste-de-colisage`)).status).toBe(404);
  });
});

describe("sending a consignee their documents", () => {
  it("queues one email in the order's language with the invoice, the packing list and the B/L, audited", async () => {
    const shipment = await createShipment(db());
    const order = await createShippedOrder(db(), { shipmentId: shipment.id, lang: "en" });
    const bl = new TextEncoder().encode("%PDF-1.4 bill of lading");
    const key = `shipments/${shipment.id}/bl.pdf`;
    await desk.app.services.storage.put(key, bl, "application/pdf");
    await db().insert(shipmentFiles).values({
      shipmentId: shipment.id,
      kind: "transport_document",
      storageKey: key,
      fileName: "BL-HKG0123456.pdf",
      contentType: "application/pdf",
      byteSize: bl.byteLength,
    });
    const sent = await desk.post(`/admin/shipments/${shipment.id}/documents/send/${order.id}`, {});
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/admin/shipments/${shipment.id}`);
    expect(await toastOf(desk, sent)).toMatchObject({
      type: "success",
      title: `Documents envoyés à ${order.customer.email}`,
    });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, order.customer.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const number = order.id.slice(0, 8).toUpperCase();
    expect(mail.subject).toMatch(new RegExp(`^Shipping documents — order ${number} — \\S`));
    expect(mail.text).toContain(
      `Please find attached the commercial invoice and the packing list of your order ${number}`,
    );
    expect(mail.text).toContain("Vessel: CMA CGM Tahiti / 0TX12S");
    expect(mail.text).toContain("Expected arrival in Papeete: December 28, 2026");
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `facture-commerciale-${shipment.reference}-${number}.pdf`,
      `liste-de-colisage-${shipment.reference}-${number}.pdf`,
      "BL-HKG0123456.pdf",
    ]);
    const invoice = await readPdf(Buffer.from(mail.attachments[0]!.contentBase64!, "base64"));
    expect(invoice.text).toContain("FACTURE COMMERCIALE");
    expect(Buffer.from(mail.attachments[2]!.contentBase64!, "base64").toString()).toBe("%PDF-1.4 bill of lading");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, shipment.id), eq(auditLog.action, "shipment.documents.send")));
    expect(audit).toHaveLength(1);
  });

  it("refuses a visitor and an order outside the shipment, and sends nothing", async () => {
    const shipment = await createShipment(db());
    const order = await createShippedOrder(db(), { shipmentId: shipment.id });
    const outside = await createShippedOrder(db());
    const url = `/admin/shipments/${shipment.id}/documents/send/${order.id}`;
    const visitor = await desk.app.request(url, {
      method: "POST",
      body: new URLSearchParams({}),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://shop.test" },
    });
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).not.toBe(303);
    const notIn = await desk.post(`/admin/shipments/${shipment.id}/documents/send/${outside.id}`, {});
    expect(notIn.status).toBe(404);
    for (const email of [order.customer.email, outside.customer.email]) {
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
    }
  });

  it("without a rate for a USD shipment, goes back with the reason and sends nothing", async () => {
    const shipment = await createShipment(db(), { currency: "USD", xpfRate: null });
    const order = await createShippedOrder(db(), { shipmentId: shipment.id });
    const sent = await desk.post(`/admin/shipments/${shipment.id}/documents/send/${order.id}`, {});
    expect(sent.status).toBe(303);
    expect((await toastOf(desk, sent))?.title).toMatch(/^Indiquez le taux de change/);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, order.customer.email))).toHaveLength(0);
  });
});
