// Reading and replacing the lines of a quote, invoice or credit note (the spec's delete-all-then-insert, inside the
// caller's transaction so a failed save leaves the old lines).
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import type { Currency } from "../../db/schema/columns.ts";
import { documentLines, type LineParentType } from "../../db/schema/documents.ts";
import type { DocumentLine } from "./document-lines.ts";

export async function getDocumentLines(
  db: DbExecutor,
  parentType: LineParentType,
  parentId: string,
): Promise<DocumentLine[]> {
  return db
    .select({
      productSlug: documentLines.productSlug,
      description: documentLines.description,
      qty: documentLines.qty,
      unitPrice: documentLines.unitPrice,
      position: documentLines.position,
    })
    .from(documentLines)
    .where(and(eq(documentLines.parentType, parentType), eq(documentLines.parentId, parentId)))
    .orderBy(asc(documentLines.position));
}

export async function replaceDocumentLines(
  tx: DbExecutor,
  parent: { type: LineParentType; id: string; currency: Currency },
  lines: readonly DocumentLine[],
): Promise<void> {
  await tx
    .delete(documentLines)
    .where(and(eq(documentLines.parentType, parent.type), eq(documentLines.parentId, parent.id)));
  if (lines.length === 0) return;
  await tx.insert(documentLines).values(
    lines.map((line, position) => ({
      parentType: parent.type,
      parentId: parent.id,
      creditedLineId: line.creditedLineId ?? null,
      productSlug: line.productSlug,
      description: line.description,
      qty: line.qty,
      unitPrice: line.unitPrice,
      currency: parent.currency,
      position,
    })),
  );
}
