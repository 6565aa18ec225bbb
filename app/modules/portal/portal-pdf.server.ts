// The PDFs a buyer downloads from their page: the copy that was emailed when there is one (byte for byte), else the
// document rendered now. Which document a link may reach is decided by the caller (the link's quote, or an invoice
// of the link's order).
import type { DbExecutor } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";
import { pdfResponse } from "../documents/document-desk.server.ts";
import { loadDocumentCompany } from "../documents/document-company.server.ts";
import { getSentPdf } from "../documents/get-sent-pdf.server.ts";
import { pdfSha256 } from "../documents/pdf-digest.ts";
import { hasQuoteAcceptance } from "../documents/quote-acceptance.server.ts";
import { renderDocumentPdf } from "../documents/render-document-pdf.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { PORTAL_HEADERS } from "./portal-access.server.ts";

type PortalPdfServices = { db: DbExecutor; env: Env; storage: Storage };

/** The bytes a buyer downloads, and their SHA-256 (the quote page shows it: the PDF renders the same bytes again). */
export async function portalPdf(services: PortalPdfServices, type: "quote" | "invoice", documentId: string) {
  const { db, env, storage } = services;
  // A signed quote is rendered anew: its PDF now ends with the evidence page 'Bon pour accord' (issue 31 item 3).
  const isSigned = type === "quote" && (await hasQuoteAcceptance(db, documentId));
  const sent = isSigned ? null : await getSentPdf({ db, type, documentId, storage });
  const pdf = sent ?? (await renderDocumentPdf({ db, type, documentId, company: await loadDocumentCompany(db, env) }));
  return { bytes: pdf.bytes, filename: pdf.filename, sha256: pdfSha256(pdf.bytes) };
}

export async function portalPdfResponse(
  services: PortalPdfServices,
  type: "quote" | "invoice",
  documentId: string,
): Promise<Response> {
  const pdf = await portalPdf(services, type, documentId);
  const response = pdfResponse(pdf.bytes, pdf.filename, "attachment");
  for (const [name, value] of Object.entries(PORTAL_HEADERS)) response.headers.set(name, value);
  return response;
}
