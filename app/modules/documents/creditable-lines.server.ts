// An invoice's lines with what credit notes already took of each: the quantity left is what a new credit note may
// still credit of that line.
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/db.server.ts";
import { documentLines } from "../../db/schema/documents.ts";

const credits = alias(documentLines, "credit_lines");

export type CreditableLine = {
  id: string;
  productSlug: string | null;
  description: string;
  qty: number;
  unitPrice: number;
  /** Quantity already credited by earlier credit notes. */
  creditedQty: number;
  /** qty − creditedQty, never below 0. */
  qtyLeft: number;
};

export async function getCreditableLines(db: DbExecutor, invoiceId: string): Promise<CreditableLine[]> {
  const rows = await db
    .select({
      id: documentLines.id,
      productSlug: documentLines.productSlug,
      description: documentLines.description,
      qty: documentLines.qty,
      unitPrice: documentLines.unitPrice,
      creditedQty: sql<number>`coalesce(sum(${credits.qty}), 0)`.mapWith(Number),
    })
    .from(documentLines)
    .leftJoin(credits, eq(credits.creditedLineId, documentLines.id))
    .where(and(eq(documentLines.parentType, "invoice"), eq(documentLines.parentId, invoiceId)))
    .groupBy(documentLines.id)
    .orderBy(asc(documentLines.position));
  return rows.map((row) => ({ ...row, qtyLeft: Math.max(0, Math.round((row.qty - row.creditedQty) * 100) / 100) }));
}
