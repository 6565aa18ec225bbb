import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { products } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";

export type SetProductActiveOptions = { productId: string; active: boolean; actor: string };

/** The list's active switch (back-office §4); false when no such product. Audited with before → after. */
export async function setProductActive(db: Db, { productId, active, actor }: SetProductActiveOptions) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: products.active })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) return false;
    await tx.update(products).set({ active, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, {
      actor,
      action: "product.set_active",
      entity: "product",
      entityId: productId,
      summary: { before: { active: before.active }, after: { active } },
    });
    return true;
  });
}
