// A product's gallery (issue 14 item 4): add, remove, reorder and choose the cover. Position 0 is the cover; the
// positions stay 0..n-1. Every write is audited in its transaction; the page cache moves on by the table's trigger
// (migration 0001), so the public sheet shows the change at once.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/db.server.ts";
import { productMedia, products, type MediaKind } from "../../db/schema/index.ts";
import type { MediaTextField, Translations } from "../../db/schema/translations.ts";
import { cleanTranslations } from "../catalog/localized-text.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { Storage } from "./storage.server.ts";
import { storageKeysOfUrl } from "./upload-media.server.ts";

export type ProductMedium = {
  id: string;
  kind: MediaKind;
  url: string;
  /** The French alternative text; `translations` holds the English and Chinese ones (ruling 15). */
  alt: string;
  translations: Translations<MediaTextField>;
  position: number;
};

const MEDIUM_COLUMNS = {
  id: productMedia.id,
  kind: productMedia.kind,
  url: productMedia.url,
  alt: productMedia.alt,
  translations: productMedia.translations,
  position: productMedia.position,
};

export async function listProductMedia(db: DbExecutor, productId: string): Promise<ProductMedium[]> {
  return db
    .select(MEDIUM_COLUMNS)
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.createdAt), asc(productMedia.id));
}

/** Locks the product row so that parallel uploads number their media one after the other; false if it is gone. */
async function lockProduct(tx: DbExecutor, productId: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  return rows.length > 0;
}

export type MediaWrite = { productId: string; actor: string };

/** Appends a stored file at the end of the gallery (position 0 when it is the first); null if no such product. */
export async function addProductMedium(
  db: Db,
  { productId, actor, kind, url, alt = "" }: MediaWrite & { kind: MediaKind; url: string; alt?: string },
): Promise<ProductMedium | null> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return null;
    const [next] = await tx
      .select({ position: sql<number>`coalesce(max(${productMedia.position}) + 1, 0)::int` })
      .from(productMedia)
      .where(eq(productMedia.productId, productId));
    const [medium] = await tx
      .insert(productMedia)
      .values({ productId, kind, url, alt, position: next?.position ?? 0 })
      .returning(MEDIUM_COLUMNS);
    await recordAudit(tx, {
      actor,
      action: "product.media.add",
      entity: "product",
      entityId: productId,
      summary: { mediaId: medium!.id, kind, url, position: medium!.position },
    });
    return medium!;
  });
}

/**
 * Removes a medium and then its stored files (every variant of an image); the others close the gap. False when
 * the product has no such medium.
 */
export async function deleteProductMedium(
  db: Db,
  storage: Storage,
  { productId, actor, mediaId }: MediaWrite & { mediaId: string },
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return null;
    const [row] = await tx
      .delete(productMedia)
      .where(and(eq(productMedia.id, mediaId), eq(productMedia.productId, productId)))
      .returning(MEDIUM_COLUMNS);
    if (!row) return null;
    const rest = await listProductMedia(tx, productId);
    await writePositions(
      tx,
      rest.map((medium) => medium.id),
    );
    await recordAudit(tx, {
      actor,
      action: "product.media.delete",
      entity: "product",
      entityId: productId,
      summary: { mediaId, kind: row.kind, url: row.url, position: row.position },
    });
    return row;
  });
  if (!removed) return false;
  // After the commit: a failed delete leaves an orphan file, never a row pointing to nothing.
  await Promise.all(storageKeysOfUrl(removed.url).map((key) => storage.delete(key)));
  return true;
}

export type ReorderResult = "ok" | "notFound" | "mismatch";

/** Gives the product's media the positions 0..n-1 in the order of `ids`, which must name each of them once. */
export async function reorderProductMedia(
  db: Db,
  { productId, actor, ids }: MediaWrite & { ids: string[] },
): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return "notFound";
    const before = await listProductMedia(tx, productId);
    const known = new Set(before.map((medium) => medium.id));
    const isPermutation =
      ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!isPermutation) return "mismatch";
    await writePositions(tx, ids);
    await recordAudit(tx, {
      actor,
      action: "product.media.reorder",
      entity: "product",
      entityId: productId,
      summary: { before: before.map((medium) => medium.id), after: ids },
    });
    return "ok";
  });
}

/** That medium becomes the cover (position 0); the others follow from 1 in their previous order. */
export async function setProductCover(
  db: Db,
  { productId, actor, mediaId }: MediaWrite & { mediaId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return false;
    const before = await listProductMedia(tx, productId);
    if (!before.some((medium) => medium.id === mediaId)) return false;
    const ids = [mediaId, ...before.map((medium) => medium.id).filter((id) => id !== mediaId)];
    await writePositions(tx, ids);
    await recordAudit(tx, {
      actor,
      action: "product.media.cover",
      entity: "product",
      entityId: productId,
      summary: { mediaId, before: before.map((medium) => medium.id), after: ids },
    });
    return true;
  });
}

/**
 * Sets a medium's alternative text in French and its English and Chinese translations (blank ones dropped), audited
 * before → after. False when the product has no such medium.
 */
export async function updateProductMediumAlt(
  db: Db,
  {
    productId,
    actor,
    mediaId,
    alt,
    translations,
  }: MediaWrite & { mediaId: string; alt: string; translations: Translations<MediaTextField> },
): Promise<boolean> {
  const next = { alt: alt.trim(), translations: cleanTranslations(translations) };
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return false;
    const where = and(eq(productMedia.id, mediaId), eq(productMedia.productId, productId));
    const [before] = await tx
      .select({ alt: productMedia.alt, translations: productMedia.translations })
      .from(productMedia)
      .where(where);
    if (!before) return false;
    await tx.update(productMedia).set(next).where(where);
    await recordAudit(tx, {
      actor,
      action: "product.media.alt",
      entity: "product",
      entityId: productId,
      summary: { mediaId, before, after: next },
    });
    return true;
  });
}

/** One UPDATE: each id takes its index in `ids` as position. */
async function writePositions(tx: DbExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${productMedia.id} = ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await tx
    .update(productMedia)
    .set({ position: sql`case ${cases} end` })
    .where(
      sql`${productMedia.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
}

/** The product a media page is about: its title and slug, or null. */
export async function getMediaProduct(
  db: DbExecutor,
  productId: string,
): Promise<{ id: string; title: string; slug: string } | null> {
  const [row] = await db
    .select({ id: products.id, title: products.title, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}
