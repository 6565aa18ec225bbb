// Draws one document's PDF in the thread that calls it: only the PDF workers do (pdf-worker.server.ts). The rest of
// the app asks the pool (pdf-pool.server.ts), so that a long document never holds the server's own thread.
import { renderToBuffer } from "@react-pdf/renderer";
import type { Locale } from "../../i18n/locales.ts";
import { getDocumentT } from "../document-text.server.ts";
import { DocumentPdf } from "./document-pdf.tsx";
import { pdfFontStack } from "./pdf-fonts.server.ts";
import type { DocumentCompany, PrintableDocument } from "./printable-document.ts";
import { renderCustomsDocument, type CustomsDocumentRequest } from "./render-customs-document.server.tsx";

/** What crosses to a worker: plain data (structured clone), never React elements. */
export type PdfTask =
  | { document: PrintableDocument; company: DocumentCompany; lang: Locale }
  /** A customs document of a shipment (issue 30): its commercial invoice or a packing list. */
  | { customs: CustomsDocumentRequest };

export async function renderPdfTask(task: PdfTask): Promise<Uint8Array> {
  if ("customs" in task) return renderCustomsDocument(task.customs);
  const { document, company, lang } = task;
  const buffer = await renderToBuffer(
    <DocumentPdf
      document={document}
      company={company}
      t={getDocumentT(lang)}
      lang={lang}
      fontFamily={pdfFontStack()}
    />,
  );
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
