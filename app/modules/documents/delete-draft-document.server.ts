// Deleting a quote or purchase order that never left the office (decision 013): a draft, never sent, that no
// invoice comes from. Its number is not given back (the counter only moves forward), so the quote and purchase
// order series may show a gap where a draft was thrown away; invoices are never deleted and stay continuous.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { invoices, quotes } from "../../db/schema/documents.ts";
import { purchaseOrders } from "../../db/schema/purchasing.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";

export type DeleteDraftDocumentOptions = {
  db: Db;
  actor: string;
  type: "quote" | "purchase_order";
  id: string;
};

/** Deletes the draft with its lines (DRAFT_NOT_DELETABLE once sent or converted; *_NOT_FOUND when absent). */
export async function deleteDraftDocument({ db, actor, type, id }: DeleteDraftDocumentOptions): Promise<string> {
  const table = type === "quote" ? quotes : purchaseOrders;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ number: table.number, status: table.status, sentAt: table.sentAt })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) throw new DocumentError(type === "quote" ? "QUOTE_NOT_FOUND" : "PURCHASE_ORDER_NOT_FOUND");
    const [invoice] =
      type === "quote"
        ? await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.quoteId, id)).limit(1)
        : [];
    if (row.status !== "draft" || row.sentAt !== null || invoice) throw new DocumentError("DRAFT_NOT_DELETABLE");
    // The lines go with it (on delete cascade).
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actor,
      action: `${type}.delete_draft`,
      entity: type,
      entityId: id,
      summary: { number: row.number },
    });
    return row.number;
  });
}
