// The publication card's quick actions (back-office §4): Publier, Mettre en brouillon, Archiver, saved at once.
// Like a save, it is refused when the product changed since the editor opened it, and it is audited.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { products, type ProductStatus } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";

export type SetProductStatusOptions = { actor: string; productId: string; version: number; status: ProductStatus };

export type SetProductStatusResult =
  { ok: true; version: number; status: ProductStatus } | { ok: false; reason: "notFound" | "conflict" };

export async function setProductStatus(db: Db, options: SetProductStatusOptions): Promise<SetProductStatusResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: products.status, version: products.version })
      .from(products)
      .where(eq(products.id, options.productId))
      .for("update");
    if (!before) return { ok: false, reason: "notFound" };
    if (before.version !== options.version) return { ok: false, reason: "conflict" };
    const [updated] = await tx
      .update(products)
      .set({ status: options.status, updatedAt: new Date(), version: sql`${products.version} + 1` })
      .where(and(eq(products.id, options.productId), eq(products.version, options.version)))
      .returning({ version: products.version });
    if (!updated) return { ok: false, reason: "conflict" };
    await recordAudit(tx, {
      actor: options.actor,
      action: "product.status",
      entity: "product",
      entityId: options.productId,
      summary: { before: { status: before.status }, after: { status: options.status }, version: updated.version },
    });
    return { ok: true, version: updated.version, status: options.status };
  });
}
