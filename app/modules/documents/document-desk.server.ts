// What the preview and print routes need of any document: its type from the URL, the recipient the send dialog
// suggests, the record of the last PDF sent, and the PDF as an HTTP answer.
import { and, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { storedDocuments, type DocumentType } from "../../db/schema/documents.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { getCreditNote } from "./get-credit-note.server.ts";
import { getInvoice } from "./get-invoice.server.ts";
import { getPurchaseOrder } from "./get-purchase-order.server.ts";
import { getQuote } from "./get-quote.server.ts";

export { DOCUMENT_PATHS, documentTypeOfPath } from "./desk-paths.ts";

export type DocumentPreview = {
  type: DocumentType;
  id: string;
  number: string;
  status: string;
  /** The invoice's kind (deposit, balance) for its title; the type otherwise. */
  kind: string;
  /** Whom the send dialog suggests. */
  recipient: { email: string | null; name: string | null };
  /** Where the page's 'back' goes: the document's editor (the invoice's, for a credit note). */
  editPath: string;
  lastSent: { at: string; to: string | null; sha256: string; sizeBytes: number } | null;
};

/** Throws the document's NOT_FOUND code. */
export async function loadDocumentPreview(db: DbExecutor, type: DocumentType, id: string): Promise<DocumentPreview> {
  const base = await loadBase(db, type, id);
  const [sent] = await db
    .select({
      at: storedDocuments.createdAt,
      to: storedDocuments.sentTo,
      sha256: storedDocuments.sha256,
      sizeBytes: storedDocuments.sizeBytes,
    })
    .from(storedDocuments)
    .where(and(eq(storedDocuments.docType, type), eq(storedDocuments.documentId, id)))
    .orderBy(desc(storedDocuments.createdAt))
    .limit(1);
  return { ...base, type, id, lastSent: sent ? { ...sent, at: sent.at.toISOString() } : null };
}

async function loadBase(db: DbExecutor, type: DocumentType, id: string) {
  switch (type) {
    case "quote": {
      const quote = await getQuote({ db, quoteId: id });
      return {
        number: quote.number,
        status: quote.status,
        kind: "quote",
        recipient: { email: quote.customer?.email ?? null, name: quote.customer?.name ?? null },
        editPath: `/admin/quotes/${id}`,
      };
    }
    case "invoice": {
      const invoice = await getInvoice({ db, invoiceId: id });
      const buyer = invoice.buyer ?? (await getBuyerSnapshot(db, invoice.customerId));
      return {
        number: invoice.number,
        status: invoice.status,
        kind: invoice.kind === "standard" ? "invoice" : invoice.kind,
        recipient: { email: buyer?.email ?? null, name: buyer?.name ?? null },
        editPath: `/admin/invoices/${id}`,
      };
    }
    case "credit_note": {
      const note = await getCreditNote({ db, creditNoteId: id });
      return {
        number: note.number,
        status: note.status,
        kind: "credit_note",
        recipient: { email: note.buyer?.email ?? null, name: note.buyer?.name ?? null },
        editPath: `/admin/invoices/${note.invoiceId}`,
      };
    }
    case "purchase_order": {
      const po = await getPurchaseOrder({ db, purchaseOrderId: id });
      return {
        number: po.number,
        status: po.status,
        kind: "purchase_order",
        recipient: { email: po.supplier?.email ?? null, name: po.supplier?.name ?? null },
        editPath: `/admin/purchase-orders/${id}`,
      };
    }
  }
}

/**
 * A PDF answer: shown in the page (`inline`) or saved (`attachment`); never kept by a shared cache. Its own policy
 * lets the preview page of this site frame it (a CSP frame-ancestors overrides the server's X-Frame-Options: DENY).
 */
export function pdfResponse(bytes: Uint8Array, filename: string, disposition: "inline" | "attachment"): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${disposition}; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "frame-ancestors 'self'",
    },
  });
}
