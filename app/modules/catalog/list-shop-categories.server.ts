import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";

export type ShopCategory = { key: string; name: string; cover: string | null; productCount: number };

/** Every category by name with the number of its published, active products (storefront §2 Shop, §4). */
export async function listShopCategories(db: DbExecutor): Promise<ShopCategory[]> {
  const rows = await db
    .select({
      key: categories.key,
      name: categories.name,
      cover: categories.cover,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(
      products,
      and(eq(products.categoryId, categories.id), eq(products.status, "published"), eq(products.active, true)),
    )
    .groupBy(categories.id)
    .orderBy(asc(categories.name), sql`${categories.key}`);
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
}
