// 'Is this product public': published and active (storefront §2, §7). Anything else is seen only in the
// administrator's preview (`?draft=1`). The database queries ask the same through product-visibility.server.ts.
import type { ProductStatus } from "./statuses.ts";

export function isProductPublic(status: ProductStatus | string, isActive: boolean): boolean {
  return status === "published" && isActive;
}
