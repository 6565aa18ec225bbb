import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, products, type ProductStatus } from "../../db/schema/index.ts";
import { containsText } from "../lists/list-page.server.ts";
import { computeModePrices } from "./pricing.ts";
import { PRODUCT_PRICE_COLUMNS } from "./product-price-columns.server.ts";

export type ListAdminProductsOptions = {
  filters: { q?: string; status?: ProductStatus };
  /** The settings' XPF per USD: the list's prices use the rate the shop uses. */
  xpfPerUsd: number;
};

/** A category of the list, with how many products it holds in all (the delete confirmation says it). */
export type AdminCategory = Awaited<ReturnType<typeof listAdminCategories>>[number];
export type AdminProductRow = Awaited<ReturnType<typeof listAdminProducts>>[number];

/**
 * The products matching the search and status, filtered in SQL, sorted by title, each with its cover image and the
 * list's prices (back-office §9: base = purchase × margin, total = base + sea freight, in XPF).
 */
export async function listAdminProducts(db: DbExecutor, { filters, xpfPerUsd }: ListAdminProductsOptions) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      status: products.status,
      active: products.active,
      categoryId: products.categoryId,
      ...PRODUCT_PRICE_COLUMNS,
      thumbnail: sql<string | null>`(select m.url from product_media m
        where m.product_id = ${products.id} and m.kind = 'image' order by m.position, m.created_at limit 1)`,
    })
    .from(products)
    .where(
      and(
        containsText(filters.q, [products.title, products.slug]),
        filters.status ? eq(products.status, filters.status) : undefined,
      ),
    )
    .orderBy(asc(products.title), asc(products.id));
  return rows.map((row) => {
    const prices = computeModePrices(row, xpfPerUsd);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      active: row.active,
      categoryId: row.categoryId,
      thumbnail: row.thumbnail,
      purchasePriceCents: row.purchasePriceCents,
      seaFreightCents: row.seaFreightCents,
      baseXpf: prices.baseXpf,
      totalXpf: prices.listTotalXpf,
    };
  });
}

/** Every category by name, with its product count (whatever the list's filters). */
export async function listAdminCategories(db: DbExecutor) {
  return db
    .select({
      id: categories.id,
      key: categories.key,
      name: categories.name,
      cover: categories.cover,
      translations: categories.translations,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
}
