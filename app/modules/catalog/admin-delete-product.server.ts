import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { productMedia, products } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { storageKeysOfMediaUrl } from "./admin-media-keys.ts";

export type DeleteProductOptions = { productId: string; actor: string; storage: Storage };

/**
 * Deletes a product with its rows (media, specs, FAQ, options: `on delete cascade`), then the stored files of its
 * media (every variant). False when no such product. The files go once the rows are gone, so a failed delete
 * never leaves a product pointing at missing files.
 */
export async function deleteProduct(db: Db, { productId, actor, storage }: DeleteProductOptions): Promise<boolean> {
  const urls = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ slug: products.slug, title: products.title, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) return null;
    const media = await tx
      .select({ url: productMedia.url })
      .from(productMedia)
      .where(eq(productMedia.productId, productId));
    await tx.delete(products).where(eq(products.id, productId));
    await recordAudit(tx, {
      actor,
      action: "product.delete",
      entity: "product",
      entityId: productId,
      summary: { before: product, after: null, media: media.length },
    });
    return media.map((row) => row.url);
  });
  if (urls === null) return false;
  await Promise.all(urls.flatMap(storageKeysOfMediaUrl).map((key) => storage.delete(key)));
  return true;
}
