import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { slugify } from "./product-slug.ts";
import { findFreeSlug } from "./product-slug.server.ts";

export type CreateProductOptions = {
  title: string;
  categoryId: string;
  /** The settings' default margin coefficient (1.5 unless the owner changed it). */
  marginCoefficient: number;
  actor: string;
};

export type CreateProductResult =
  | { ok: true; id: string; slug: string }
  /** 'required': no title or no (existing) category; 'slug_taken': the slug and -2…-9 are all used. */
  | { ok: false; error: "required" | "slug_taken"; slug?: string };

/** A title without Latin letters or digits (a Chinese title) still gets an address. */
const FALLBACK_SLUG = "produit";

/**
 * The list's new-product dialog (back-office §5): title and category required, slug from the title (60 characters
 * at most, -2 to -9 on a collision), created as a draft that is active and not featured, shipped by sea, not by air.
 */
export async function createProduct(db: Db, options: CreateProductOptions): Promise<CreateProductResult> {
  const title = options.title.trim();
  if (!title || !options.categoryId) return { ok: false, error: "required" };
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, options.categoryId));
    if (!category) return { ok: false, error: "required" } as const;
    const base = slugify(title) || FALLBACK_SLUG;
    const slug = await findFreeSlug(tx, base);
    if (!slug) return { ok: false, error: "slug_taken", slug: base } as const;
    const [created] = await tx
      .insert(products)
      .values({
        title,
        slug,
        categoryId: category.id,
        status: "draft",
        active: true,
        featured: false,
        seaShippingAvailable: true,
        airShippingAvailable: false,
        marginCoefficient: options.marginCoefficient,
      })
      .returning({ id: products.id });
    await recordAudit(tx, {
      actor: options.actor,
      action: "product.create",
      entity: "product",
      entityId: created!.id,
      summary: { before: null, after: { title, slug, categoryId: category.id, status: "draft", active: true } },
    });
    return { ok: true, id: created!.id, slug } as const;
  });
}
