// 'Is this product public' (product-visibility.ts) as a condition of the queries that list or read products for
// the shop, the home page and the sitemap.
import { and, eq, type SQL } from "drizzle-orm";
import { products } from "../../db/schema/index.ts";

export function isProductPublicSql(): SQL {
  return and(eq(products.status, "published"), eq(products.active, true)) as SQL;
}
