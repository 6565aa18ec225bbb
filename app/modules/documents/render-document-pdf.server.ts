import type { DbExecutor } from "../../db/db.server.ts";
import type { DocumentType } from "../../db/schema/documents.ts";
import type { Locale } from "../i18n/locales.ts";
import { DocumentError } from "./document-error.ts";
import { loadPrintableDocument } from "./load-printable-document.server.ts";
import { renderPdfInPool } from "./pdf/pdf-pool.server.ts";
import type { DocumentCompany, PrintableDocument } from "./pdf/printable-document.ts";

export type RenderDocumentPdfOptions = {
  db: DbExecutor;
  type: DocumentType;
  documentId: string;
  company: DocumentCompany;
  /**
   * French by default: French Polynesia's invoicing rules want documents in French. A purchase order is in its
   * supplier's language unless one is given.
   */
  lang?: Locale;
  /** The buyer's order page, printed on an invoice that can be paid online (the PDF that is sent). */
  paymentUrl?: string | null;
};

export type RenderedPdf = { bytes: Uint8Array; filename: string; number: string; document: PrintableDocument };

/** The document's PDF as it stands now. Throws the document's NOT_FOUND code, or PDF_FAILED. */
export async function renderDocumentPdf(options: RenderDocumentPdfOptions): Promise<RenderedPdf> {
  const loaded = await loadPrintableDocument(options);
  const document =
    loaded.payment && options.paymentUrl
      ? { ...loaded, payment: { ...loaded.payment, url: options.paymentUrl } }
      : loaded;
  const bytes = await renderPrintableDocument(document, options.company, options.lang ?? document.lang);
  return { bytes, filename: `${document.number}.pdf`, number: document.number, document };
}

/**
 * Draws already loaded document data (also used by tests and benchmarks without a database), in a worker thread
 * (pdf/pdf-pool.server.ts): every PDF of the app comes from here.
 */
export async function renderPrintableDocument(
  document: PrintableDocument,
  company: DocumentCompany,
  lang: Locale = "fr",
): Promise<Uint8Array> {
  try {
    return await renderPdfInPool({ document, company, lang });
  } catch (error) {
    throw new DocumentError(
      "PDF_FAILED",
      `PDF generation failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
