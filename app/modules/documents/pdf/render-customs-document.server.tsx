// The customs documents' entry into the one PDF renderer (issue 30 item 4, ruling 16), in the shape of the other
// document kinds: plain data in (`ShipmentForDocuments`, read once by load-shipment-documents.server.ts), PDF bytes
// out, so a pool of workers can run it off the request thread. French, as brokers in Papeete ask (ruling 18).
import { renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { DocumentProps } from "@react-pdf/renderer";
import { getServerT } from "../../i18n/get-server-t.server.ts";
import type { TFunction } from "../../i18n/i18n.ts";
import { CustomsError } from "../../shipments/customs-error.ts";
import type { ShipmentForDocuments } from "../../shipments/customs-documents-data.ts";
import { computeShipmentFigures } from "../../shipments/customs-figures.ts";
import { CommercialInvoicePdf, customsDocumentNumber } from "./commercial-invoice-pdf.tsx";
import { PackingListPdf } from "./packing-list-pdf.tsx";
import { pdfFontStack } from "./pdf-fonts.server.ts";

export type CustomsDocumentKind = "commercial_invoice" | "packing_list";

export type CustomsDocumentRequest = {
  kind: CustomsDocumentKind;
  shipment: ShipmentForDocuments;
  /** The consignee's order; null for the whole container's packing list. */
  orderId: string | null;
};

const FILE_PREFIX: Record<CustomsDocumentKind, string> = {
  commercial_invoice: "facture-commerciale",
  packing_list: "liste-de-colisage",
};

export function customsDocumentT(): TFunction<"customs-documents"> {
  return getServerT("fr", "customs-documents");
}

/** The file name of a customs PDF: 'facture-commerciale-EXP-2026-001-1A2B3C4D.pdf'. */
export function customsDocumentFilename(request: CustomsDocumentRequest): string {
  const consignee = request.orderId ? request.shipment.consignees.find((c) => c.orderId === request.orderId) : null;
  const number = consignee ? customsDocumentNumber(request.shipment, consignee) : request.shipment.reference;
  return `${FILE_PREFIX[request.kind]}-${number}.pdf`.replace(/[^\w.-]/g, "_");
}

/** Throws CONSIGNEE_NOT_FOUND for an order outside the shipment, or a commercial invoice without an order. */
export function checkCustomsDocumentRequest({ kind, shipment, orderId }: CustomsDocumentRequest): void {
  if (orderId === null ? kind === "commercial_invoice" : !shipment.consignees.some((c) => c.orderId === orderId))
    throw new CustomsError("CONSIGNEE_NOT_FOUND");
}

/**
 * The element to draw; throws CONSIGNEE_NOT_FOUND for an order outside the shipment. `onePage`: its page number
 * printed as "Page 1 / 1" (CustomsFooter), for a document that turns out to hold one page.
 */
export function customsDocumentElement(request: CustomsDocumentRequest, onePage = false): ReactElement<DocumentProps> {
  const { kind, shipment, orderId } = request;
  const t = customsDocumentT();
  const fontFamily = pdfFontStack();
  const figures = computeShipmentFigures(shipment);
  const index = orderId === null ? -1 : shipment.consignees.findIndex((c) => c.orderId === orderId);
  if (orderId !== null && index < 0) throw new CustomsError("CONSIGNEE_NOT_FOUND");
  if (kind === "commercial_invoice") {
    if (index < 0) throw new CustomsError("CONSIGNEE_NOT_FOUND");
    return (
      <CommercialInvoicePdf
        shipment={shipment}
        consignee={shipment.consignees[index]!}
        figures={figures.consignees[index]!}
        t={t}
        fontFamily={fontFamily}
        onePage={onePage}
      />
    );
  }
  const parts = shipment.consignees.map((consignee, i) => ({ consignee, quantities: figures.consignees[i]! }));
  const chosen = index < 0 ? parts : [parts[index]!];
  return (
    <PackingListPdf
      shipment={shipment}
      consignee={index < 0 ? null : shipment.consignees[index]!}
      parts={chosen}
      total={index < 0 ? figures.total : figures.consignees[index]!}
      t={t}
      fontFamily={fontFamily}
      onePage={onePage}
    />
  );
}

async function draw(element: ReactElement<DocumentProps>): Promise<Uint8Array> {
  try {
    const buffer = await renderToBuffer(element);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } catch (error) {
    throw new CustomsError("PDF_FAILED", { cause: error });
  }
}

/** The page count pdfkit writes in the document's page tree ('/Type /Pages /Count n'). */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Draws a customs document from plain data. Throws CONSIGNEE_NOT_FOUND or PDF_FAILED. A consignee's document mostly
 * fits on one page: it is first drawn with its page number as is, which spares the layout's second pass over every
 * page that "Page n / N" costs (a third of the time); one that runs longer is drawn again with its numbers.
 */
export async function renderCustomsDocument(request: CustomsDocumentRequest): Promise<Uint8Array> {
  if (request.orderId !== null) {
    const onePage = await draw(customsDocumentElement(request, true));
    if (pdfPageCount(onePage) === 1) return onePage;
  }
  return draw(customsDocumentElement(request));
}
