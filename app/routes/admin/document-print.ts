// /admin/{quotes,invoices,credit-notes,purchase-orders}/{id}/print: the document's PDF, for the administrator only
// (ruling 16: the print route answers the same PDF the preview shows, inline, for the browser to print).
// `?download=1` saves it; `?sent=1` answers the PDF exactly as it was last sent, byte for byte.
import { data } from "react-router";
import type { Route } from "./+types/document-print";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { isUuid } from "../../modules/documents/desk-form.ts";
import { documentTypeOfPath, pdfResponse } from "../../modules/documents/document-desk.server.ts";
import { isDocumentError } from "../../modules/documents/document-error.ts";
import { getDocumentT } from "../../modules/documents/document-text.server.ts";
import { getSentPdf } from "../../modules/documents/get-sent-pdf.server.ts";
import { loadDocumentCompany } from "../../modules/documents/document-company.server.ts";
import { renderDocumentPdf } from "../../modules/documents/render-document-pdf.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env, storage } = getServices(context);
  const url = new URL(request.url);
  const type = documentTypeOfPath(url.pathname);
  const t = getDocumentT();
  const notFound = () => data(t(`errors.${notFoundCode(type)}`), { status: 404 });
  if (!type || !isUuid(params.id)) throw notFound();
  const disposition = url.searchParams.has("download") ? "attachment" : "inline";
  try {
    if (url.searchParams.has("sent")) {
      const sent = await getSentPdf({ db, type, documentId: params.id, storage });
      if (!sent) throw notFound();
      return pdfResponse(sent.bytes, sent.filename, disposition);
    }
    const pdf = await renderDocumentPdf({
      db,
      type,
      documentId: params.id,
      company: await loadDocumentCompany(db, env),
    });
    return pdfResponse(pdf.bytes, pdf.filename, disposition);
  } catch (error) {
    if (isDocumentError(error) && error.code.endsWith("_NOT_FOUND")) throw notFound();
    if (isDocumentError(error, "PDF_FAILED")) throw data(error.message, { status: 500 });
    throw error;
  }
}

function notFoundCode(type: string | null): string {
  switch (type) {
    case "invoice":
      return "INVOICE_NOT_FOUND";
    case "credit_note":
      return "CREDIT_NOTE_NOT_FOUND";
    case "purchase_order":
      return "PURCHASE_ORDER_NOT_FOUND";
    default:
      return "QUOTE_NOT_FOUND";
  }
}
