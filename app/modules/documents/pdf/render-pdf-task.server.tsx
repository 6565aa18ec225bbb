// Draws one document's PDF in the thread that calls it: only the PDF workers do (pdf-worker.server.ts). The rest of
// the app asks the pool (pdf-pool.server.ts), so that a long document never holds the server's own thread.
import { renderToBuffer } from "@react-pdf/renderer";
import type { Locale } from "../../i18n/locales.ts";
import { getDocumentT } from "../document-text.server.ts";
import { DocumentPdf } from "./document-pdf.tsx";
import { pdfFontStack } from "./pdf-fonts.server.ts";
import type { DocumentCompany, PrintableDocument } from "./printable-document.ts";

/** What crosses to a worker: plain data (structured clone), never React elements. */
export type PdfTask = { document: PrintableDocument; company: DocumentCompany; lang: Locale };

export async function renderPdfTask({ document, company, lang }: PdfTask): Promise<Uint8Array> {
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
