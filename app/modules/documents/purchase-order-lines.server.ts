import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import type { Currency } from "../../db/schema/columns.ts";
import { purchaseOrderLines } from "../../db/schema/purchasing.ts";
import type { DocumentLine } from "./document-lines.ts";

/** A purchase order's lines in the shape of document lines (unit cost as unitPrice), by position. */
export async function getPurchaseOrderLines(db: DbExecutor, poId: string): Promise<DocumentLine[]> {
  return db
    .select({
      productSlug: purchaseOrderLines.productSlug,
      description: purchaseOrderLines.description,
      qty: purchaseOrderLines.qty,
      unitPrice: purchaseOrderLines.unitCost,
      position: purchaseOrderLines.position,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, poId))
    .orderBy(asc(purchaseOrderLines.position));
}

export async function replacePurchaseOrderLines(
  tx: DbExecutor,
  po: { id: string; currency: Currency },
  lines: readonly DocumentLine[],
): Promise<void> {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id));
  if (lines.length === 0) return;
  await tx.insert(purchaseOrderLines).values(
    lines.map((line, position) => ({
      poId: po.id,
      productSlug: line.productSlug,
      description: line.description,
      qty: line.qty,
      unitCost: line.unitPrice,
      currency: po.currency,
      position,
    })),
  );
}
