// The attachments of an outbox message as the transport sends them: inline content decoded, or the bytes of a
// stored_documents row (kept in the row, or in the storage under its key).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { storedDocuments } from "../../db/schema/documents.ts";
import type { MailAttachment } from "../../db/schema/system.ts";
import type { Storage } from "../media/storage.server.ts";
import type { OutgoingAttachment } from "./transports.server.ts";

export async function resolveAttachments(
  db: Db,
  storage: Storage | undefined,
  attachments: MailAttachment[],
): Promise<OutgoingAttachment[]> {
  const resolved: OutgoingAttachment[] = [];
  for (const attachment of attachments) {
    const { filename, contentType } = attachment;
    if (attachment.contentBase64 !== undefined) {
      resolved.push({ filename, contentType, content: Buffer.from(attachment.contentBase64, "base64") });
      continue;
    }
    const id = attachment.storedDocumentId;
    if (!id) throw new Error(`attachment ${filename} has no content`);
    const [document] = await db
      .select({ bytes: storedDocuments.bytes, storageKey: storedDocuments.storageKey })
      .from(storedDocuments)
      .where(eq(storedDocuments.id, id));
    if (!document) throw new Error(`attachment ${filename}: stored document ${id} not found`);
    let content = document.bytes;
    if (!content && document.storageKey) {
      if (!storage) throw new Error(`attachment ${filename}: no storage to read ${document.storageKey}`);
      content = (await storage.get(document.storageKey))?.bytes ?? null;
    }
    if (!content) throw new Error(`attachment ${filename}: stored document ${id} has no content`);
    resolved.push({ filename, contentType, content });
  }
  return resolved;
}
