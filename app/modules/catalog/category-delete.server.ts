import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { deleteCategoryCover } from "./category-cover.server.ts";

export type DeleteCategoryOptions = { categoryId: string; actor: string; storage: Storage };

/**
 * Deletes a category. Its products are kept and become uncategorised ('Produits sans catégorie': the foreign key is
 * `on delete set null`); the audit row says how many. Null when no such category, else the number of products moved.
 */
export async function deleteCategory(db: Db, { categoryId, actor, storage }: DeleteCategoryOptions) {
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: categories.name, key: categories.key, cover: categories.cover })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for("update");
    if (!before) return null;
    const [held] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
    await tx.delete(categories).where(eq(categories.id, categoryId));
    const uncategorised = held?.n ?? 0;
    await recordAudit(tx, {
      actor,
      action: "category.delete",
      entity: "category",
      entityId: categoryId,
      summary: { before, after: null, uncategorisedProducts: uncategorised },
    });
    return { cover: before.cover, uncategorised };
  });
  if (!deleted) return null;
  await deleteCategoryCover(storage, deleted.cover);
  return deleted.uncategorised;
}
