// Sends one consignee their customs documents (issue 30 item 4): the commercial invoice and the packing list, and
// the shipment's bill of lading (or air waybill) when one is on file, by email in the order's language, through the
// outbox, with an audit row, in one transaction.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { shipmentFiles } from "../../db/schema/shipments.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { DocumentCompany } from "../documents/pdf/printable-document.ts";
import { formatDay } from "../i18n/format.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { Storage } from "../media/storage.server.ts";
import { customerOrderNumber } from "../sales/order-number.ts";
import { CustomsDocumentsMail } from "./customs-documents-mail.server.tsx";
import { CustomsError } from "./customs-error.ts";
import { customsDocumentFiles, customsDocumentRequests } from "./customs-documents-store.server.ts";
import { loadShipmentDocuments } from "./load-shipment-documents.server.ts";

export type SendCustomsDocumentsOptions = {
  db: Db;
  storage: Storage;
  actor: string;
  shipmentId: string;
  orderId: string;
  company: DocumentCompany;
  now?: Date;
};

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");

/**
 * Queues the mail and returns its recipient. Throws SHIPMENT_NOT_FOUND, CONSIGNEE_NOT_FOUND, EMAIL_MISSING,
 * TRANSPORT_DOCUMENT_MISSING, RATE_MISSING, CURRENCY_MISMATCH or PDF_FAILED; nothing is written then.
 */
export async function sendCustomsDocuments(
  options: SendCustomsDocumentsOptions,
): Promise<{ to: string; mailId: string }> {
  const { db, storage, actor, shipmentId, orderId, company, now = new Date() } = options;
  const sent = await db.transaction(async (tx) => {
    const shipment = await loadShipmentDocuments(tx, { shipmentId, company, now });
    const consignee = shipment.consignees.find((c) => c.orderId === orderId);
    if (!consignee) throw new CustomsError("CONSIGNEE_NOT_FOUND");
    const to = consignee.consignee.email?.trim().toLowerCase();
    if (!to) throw new CustomsError("EMAIL_MISSING");

    // The commercial invoice and the packing list, drawn in parallel by the PDF workers (or read where kept).
    const documents = await customsDocumentFiles(storage, customsDocumentRequests(shipment, [orderId], false));
    const attachments = documents.map(({ filename, bytes }) => ({
      filename,
      contentType: "application/pdf",
      contentBase64: base64(bytes),
    }));
    const [transportDocument] = await tx
      .select()
      .from(shipmentFiles)
      .where(and(eq(shipmentFiles.shipmentId, shipmentId), eq(shipmentFiles.kind, "transport_document")))
      .orderBy(desc(shipmentFiles.createdAt))
      .limit(1);
    if (transportDocument) {
      const file = await storage.get(transportDocument.storageKey);
      if (!file) throw new CustomsError("TRANSPORT_DOCUMENT_MISSING");
      attachments.push({
        filename: transportDocument.fileName,
        contentType: transportDocument.contentType,
        contentBase64: base64(file.bytes),
      });
    }

    const lang = consignee.lang;
    const t = getMailT(lang);
    const number = customerOrderNumber(orderId);
    const subject = t("customs-documents:mail.subject", { order: number, company: company.name }).replace(
      /[\r\n]+/g,
      " ",
    );
    const mail = renderMail(
      <CustomsDocumentsMail
        lang={lang}
        subject={subject}
        name={consignee.consignee.name}
        orderNumber={number}
        reference={shipment.reference}
        vessel={[shipment.vessel, shipment.voyage].filter(Boolean).join(" / ") || null}
        departure={shipment.etd ? { port: shipment.portOfLoading, date: formatDay(shipment.etd, lang) } : null}
        arrival={shipment.eta ? { port: shipment.portOfDischarge, date: formatDay(shipment.eta, lang) } : null}
        withTransportDocument={Boolean(transportDocument)}
        company={await loadMailCompany(tx, {
          name: company.name,
          address: company.address,
          registration: company.registration,
        })}
      />,
    );
    const queued = await enqueueMail(tx, { to, subject, ...mail, attachments });
    await recordAudit(tx, {
      actor,
      action: "shipment.documents.send",
      entity: "shipment",
      entityId: shipmentId,
      summary: {
        orderId,
        to,
        mailId: queued.id,
        attachments: attachments.map((a) => a.filename),
      },
    });
    return { to, mailId: queued.id };
  });
  wakeOutboxWorker();
  return sent;
}
