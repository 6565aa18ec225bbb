import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, productMedia, products } from "../../db/schema/index.ts";
import { containsText, listPage } from "../lists/list-page.server.ts";
import { type AdminProductListParams, UNCATEGORISED } from "./admin-product-list-spec.ts";
import { computeModePrices } from "./pricing.ts";
import { PRODUCT_PRICE_COLUMNS } from "./product-price-columns.server.ts";

export type ListAdminProductsOptions = {
  params: AdminProductListParams;
  /** The settings' XPF per USD: the list's prices use the rate the shop uses. */
  xpfPerUsd: number;
};

/** A category of the list, with how many products it holds in all (the delete confirmation says it). */
export type AdminCategory = Awaited<ReturnType<typeof listAdminCategories>>[number];
export type AdminProductRow = Awaited<ReturnType<typeof listAdminProducts>>["rows"][number];

type ProductFilters = AdminProductListParams["filters"];

function productsWhere({ q, status, category }: ProductFilters) {
  return and(
    containsText(q, [products.title, products.slug]),
    status ? eq(products.status, status) : undefined,
    category === undefined
      ? undefined
      : category === UNCATEGORISED
        ? isNull(products.categoryId)
        : eq(products.categoryId, category),
  );
}

/**
 * One page of the products matching the search, status and category, counted and sliced in SQL, in the order of
 * their categories (by name, the uncategorised last) then by title, each with its cover image and the list's prices
 * (back-office §9: base = purchase × margin, total = base + sea freight, in XPF).
 */
export async function listAdminProducts(db: DbExecutor, { params, xpfPerUsd }: ListAdminProductsOptions) {
  const where = productsWhere(params.filters);
  const query = db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      status: products.status,
      active: products.active,
      categoryId: products.categoryId,
      ...PRODUCT_PRICE_COLUMNS,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .$dynamic();
  const page = await listPage(db, query, {
    params,
    sortColumns: { title: products.title },
    tiebreaker: products.id,
    groupOrder: [sql`${categories.name} is null`, categories.name, categories.id],
    mainTable: { table: products, where, sorts: [] },
  });
  const thumbnails = await listThumbnails(
    db,
    page.rows.map((row) => row.id),
  );
  const rows = page.rows.map((row) => {
    const prices = computeModePrices(row, xpfPerUsd);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      active: row.active,
      categoryId: row.categoryId,
      thumbnail: thumbnails.get(row.id) ?? null,
      purchasePriceCents: row.purchasePriceCents,
      seaFreightCents: row.seaFreightCents,
      baseXpf: prices.baseXpf,
      totalXpf: prices.listTotalXpf,
    };
  });
  return { ...page, rows };
}

/** The first image of each product of a page (the cover when it is an image), read for those products only. */
async function listThumbnails(db: DbExecutor, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productMedia.productId], { productId: productMedia.productId, url: productMedia.url })
    .from(productMedia)
    .where(and(inArray(productMedia.productId, productIds), eq(productMedia.kind, "image")))
    .orderBy(productMedia.productId, productMedia.position, productMedia.createdAt);
  return new Map(rows.map((row) => [row.productId, row.url]));
}

/**
 * How many products match the search and status in each category (`null`: without a category), whatever the
 * category filter: the category bar shows them, so the owner sees where the search found products.
 */
export async function countAdminProductsByCategory(db: DbExecutor, filters: ProductFilters) {
  return db
    .select({ categoryId: products.categoryId, count: count() })
    .from(products)
    .where(productsWhere({ q: filters.q, status: filters.status }))
    .groupBy(products.categoryId);
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
    .orderBy(asc(categories.name), asc(categories.id));
}
