import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { creditNotes, invoices } from "../../db/schema/documents.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentLines } from "./document-lines.server.ts";

/** A credit note with its lines and the invoice it corrects; throws CREDIT_NOTE_NOT_FOUND. */
export async function getCreditNote({ db, creditNoteId }: { db: DbExecutor; creditNoteId: string }) {
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  if (!note) throw new DocumentError("CREDIT_NOTE_NOT_FOUND");
  const [lines, [invoice]] = await Promise.all([
    getDocumentLines(db, "credit_note", creditNoteId),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        issuedOn: invoices.issuedOn,
        createdAt: invoices.createdAt,
        amountTotal: invoices.amountTotal,
      })
      .from(invoices)
      .where(eq(invoices.id, note.invoiceId)),
  ]);
  return { ...note, lines, invoice: invoice! };
}
