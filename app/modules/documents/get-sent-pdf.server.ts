import { and, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { storedDocuments, type DocumentType } from "../../db/schema/documents.ts";
import type { Storage } from "../media/storage.server.ts";

export type GetSentPdfOptions = {
  db: DbExecutor;
  type: DocumentType;
  documentId: string;
  /** Where PDFs kept by key live (rows written by this module keep their bytes in the row). */
  storage?: Storage;
};

export type SentPdf = {
  bytes: Uint8Array;
  filename: string;
  number: string;
  sha256: string;
  sentTo: string | null;
  sentAt: Date;
};

/** The PDF exactly as it was last sent, byte for byte, or null when the document was never sent. */
export async function getSentPdf({ db, type, documentId, storage }: GetSentPdfOptions): Promise<SentPdf | null> {
  const [row] = await db
    .select({
      bytes: storedDocuments.bytes,
      storageKey: storedDocuments.storageKey,
      filename: storedDocuments.filename,
      number: storedDocuments.number,
      sha256: storedDocuments.sha256,
      sentTo: storedDocuments.sentTo,
      createdAt: storedDocuments.createdAt,
    })
    .from(storedDocuments)
    .where(and(eq(storedDocuments.docType, type), eq(storedDocuments.documentId, documentId)))
    .orderBy(desc(storedDocuments.createdAt))
    .limit(1);
  if (!row) return null;
  const bytes = row.bytes ?? (row.storageKey && storage ? ((await storage.get(row.storageKey))?.bytes ?? null) : null);
  if (!bytes) return null;
  return {
    bytes,
    filename: row.filename,
    number: row.number,
    sha256: row.sha256,
    sentTo: row.sentTo,
    sentAt: row.createdAt,
  };
}
