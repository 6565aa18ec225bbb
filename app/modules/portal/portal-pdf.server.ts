// The PDFs a buyer downloads from their page: the copy that was emailed when there is one (byte for byte), else the
// document rendered now. Which document a link may reach is decided by the caller (the link's quote, or an invoice
// of the link's order).
import type { DbExecutor } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";
import { pdfResponse } from "../documents/document-desk.server.ts";
import { loadDocumentCompany } from "../documents/document-company.server.ts";
import { getSentPdf } from "../documents/get-sent-pdf.server.ts";
import { renderDocumentPdf } from "../documents/render-document-pdf.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { PORTAL_HEADERS } from "./portal-access.server.ts";

export async function portalPdfResponse(
  services: { db: DbExecutor; env: Env; storage: Storage },
  type: "quote" | "invoice",
  documentId: string,
): Promise<Response> {
  const { db, env, storage } = services;
  const sent = await getSentPdf({ db, type, documentId, storage });
  const pdf = sent ?? (await renderDocumentPdf({ db, type, documentId, company: await loadDocumentCompany(db, env) }));
  const response = pdfResponse(pdf.bytes, pdf.filename, "attachment");
  for (const [name, value] of Object.entries(PORTAL_HEADERS)) response.headers.set(name, value);
  return response;
}
