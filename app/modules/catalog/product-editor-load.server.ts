// What the product editor opens with: the product as its form, its version (for the save's check), its media and
// the categories to choose from. Purchase prices are the administrator's to see: this only serves /admin pages.
import { asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import {
  categories,
  productFaq,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
  type ProductStatus,
} from "../../db/schema/index.ts";
import { listProductMedia, type ProductMedium } from "../media/product-media.server.ts";
import { getShippingRule } from "./pricing.ts";
import { mapTranslatedField, type ProductEditorForm } from "./product-editor-schema.ts";
import { logisticsFormOf } from "./product-logistics.ts";
import { sanitizeDescription } from "./sanitize-description.server.ts";

/** The gallery as the media manager shows it (position 0 is the cover). */
export type EditorMedia = ProductMedium;
export type EditorCategory = { id: string; key: string; name: string };

export type ProductEditorData = {
  id: string;
  version: number;
  slug: string;
  status: ProductStatus;
  form: ProductEditorForm;
  media: EditorMedia[];
};

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cents → the decimal the form shows ('' for nothing stored). */
const centsToText = (cents: number | null) => (cents === null ? "" : String(cents / 100));

/** The product by id as the editor's form, or null when there is no such product (or the id is not one). */
export async function loadProductEditor(db: DbExecutor, id: string): Promise<ProductEditorData | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [specs, faq, options, media] = await Promise.all([
    db.select().from(productSpecs).where(eq(productSpecs.productId, id)).orderBy(asc(productSpecs.position)),
    db.select().from(productFaq).where(eq(productFaq.productId, id)).orderBy(asc(productFaq.position)),
    db.select().from(productOptions).where(eq(productOptions.productId, id)).orderBy(asc(productOptions.position)),
    listProductMedia(db, id),
  ]);
  const values =
    options.length === 0
      ? []
      : await db
          .select()
          .from(productOptionValues)
          .where(
            inArray(
              productOptionValues.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(productOptionValues.position));
  const shipping = getShippingRule(product);
  return {
    id: product.id,
    version: product.version,
    slug: product.slug,
    status: product.status,
    media,
    form: {
      title: product.title,
      slug: product.slug,
      subtitle: product.subtitle ?? "",
      status: product.status,
      categoryId: product.categoryId ?? "",
      descriptionHtml: sanitizeDescription(product.descriptionHtml),
      incoterm: product.incoterm,
      leadtime: product.leadtime ?? "",
      badges: product.badges,
      featured: product.featured,
      active: product.active,
      purchasePrice: centsToText(product.purchasePriceCents),
      marginCoefficient: String(product.marginCoefficient),
      seaFreight: centsToText(product.seaFreightCents),
      airFreight: centsToText(product.airFreightCents),
      seaShippingAvailable: product.seaShippingAvailable,
      airShippingAvailable: product.airShippingAvailable,
      shippingUnit: shipping.unit,
      unitsPerShippingUnit: String(shipping.capacity),
      logistics: logisticsFormOf(product),
      translations: mapTranslatedField(product.translations, "descriptionHtml", sanitizeDescription),
      specs: specs.map((row) => ({ label: row.label, value: row.value, translations: row.translations })),
      faq: faq.map((entry) => ({ question: entry.question, answer: entry.answer, translations: entry.translations })),
      options: options.map((option) => ({
        code: option.code,
        label: option.label,
        inputType: option.inputType,
        required: option.required,
        translations: option.translations,
        values: values
          .filter((value) => value.optionId === option.id)
          .map((value) => ({
            valueCode: value.valueCode,
            label: value.label,
            priceDelta: String(value.priceDelta),
            description: value.description ?? "",
            translations: value.translations,
          })),
      })),
    },
  };
}

/** The id of the product with this slug (an editor address may name a product by its slug), or null. */
export async function findProductIdBySlug(db: DbExecutor, slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null;
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row?.id ?? null;
}

/** The categories the editor offers, by name. */
export function listEditorCategories(db: DbExecutor): Promise<EditorCategory[]> {
  return db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}
