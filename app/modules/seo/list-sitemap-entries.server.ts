import { asc } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import type { SitemapGroups } from "./sitemap-files.ts";
import { isProductPublicSql } from "../catalog/product-visibility.server.ts";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Static public pages (storefront §2) that search engines should find, without the locale prefix. */
export const STATIC_SITEMAP_PATHS = ["/", "/shop", "/cgv", "/devis"] as const;

/**
 * Every public page, grouped as the sitemap files are: the static pages and each category's first page (its other
 * pages are reached from it), then each published, active product.
 */
export async function listSitemapEntries(db: DbExecutor): Promise<SitemapGroups> {
  const [categoryRows, productRows] = await Promise.all([
    db.select({ key: categories.key, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.key)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(isProductPublicSql())
      .orderBy(asc(products.slug)),
  ]);
  return {
    pages: [
      ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
      ...categoryRows.map((row) => ({ path: `/shop/${encodeURIComponent(row.key)}`, lastModified: row.updatedAt })),
    ],
    products: productRows.map((row) => ({ path: `/shop/product/${row.slug}`, lastModified: row.updatedAt })),
  };
}
