import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";

export type MoveProductOptions = {
  productId: string;
  /** Null takes the product out of every category ('Produits sans catégorie'). */
  categoryId: string | null;
  actor: string;
};

/**
 * Puts a product in a category (a row dropped on a category, or the selector of an uncategorised product).
 * 'not_found' when the product or the category does not exist; audited with before → after.
 */
export async function moveProduct(db: Db, { productId, categoryId, actor }: MoveProductOptions) {
  return db.transaction(async (tx): Promise<"moved" | "unchanged" | "not_found"> => {
    const [before] = await tx
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) return "not_found";
    if (categoryId !== null) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!category) return "not_found";
    }
    if (before.categoryId === categoryId) return "unchanged";
    await tx.update(products).set({ categoryId, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, {
      actor,
      action: "product.move",
      entity: "product",
      entityId: productId,
      summary: { before: { categoryId: before.categoryId }, after: { categoryId } },
    });
    return "moved";
  });
}
