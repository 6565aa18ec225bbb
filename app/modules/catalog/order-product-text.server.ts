// Reads the texts of an ordered product (title, lead time, option labels with their translations) for
// localizeOrderProduct: what the buyer's pages and emails show after ordering, in the order's language.
import { asc, inArray, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { productOptions, productOptionValues, products } from "../../db/schema/catalog.ts";
import type { ChosenOption } from "../../db/schema/sales.ts";
import type { Locale } from "../i18n/locales.ts";
import {
  type FrozenProduct,
  localizeOrderProduct,
  type OrderProductText,
  type ProductTextSource,
} from "./order-product-text.ts";

/**
 * The product by id, or null when it was deleted. Leads keep only a slug: without an id key, the slug is looked up
 * (an order whose product id was cleared is not matched by slug, which a new product may have taken since).
 */
export async function loadProductTextSource(
  db: DbExecutor,
  key: { productId: string | null } | { productSlug: string | null },
): Promise<ProductTextSource | null> {
  const keys = "productId" in key ? { ids: [key.productId] } : { slugs: [key.productSlug] };
  const [source] = await loadProductTextSources(db, keys);
  return source ?? null;
}

/**
 * The texts of every product named by id or slug, in three queries whatever their number (a quote of many lines).
 * Null keys are skipped; products that no longer exist are absent.
 */
export async function loadProductTextSources(
  db: DbExecutor,
  keys: { ids?: ReadonlyArray<string | null>; slugs?: ReadonlyArray<string | null> },
): Promise<ProductTextSource[]> {
  const ids = [...new Set((keys.ids ?? []).filter((id): id is string => id !== null))];
  const slugs = [...new Set((keys.slugs ?? []).filter((slug): slug is string => slug !== null))];
  const matches = [
    ...(ids.length > 0 ? [inArray(products.id, ids)] : []),
    ...(slugs.length > 0 ? [inArray(products.slug, slugs)] : []),
  ];
  if (matches.length === 0) return [];
  const found = await db
    .select({
      id: products.id,
      title: products.title,
      leadtime: products.leadtime,
      translations: products.translations,
    })
    .from(products)
    .where(or(...matches));
  if (found.length === 0) return [];
  const options = await db
    .select({
      id: productOptions.id,
      productId: productOptions.productId,
      code: productOptions.code,
      label: productOptions.label,
      translations: productOptions.translations,
    })
    .from(productOptions)
    .where(
      inArray(
        productOptions.productId,
        found.map((product) => product.id),
      ),
    )
    .orderBy(asc(productOptions.position));
  const values =
    options.length === 0
      ? []
      : await db
          .select({
            optionId: productOptionValues.optionId,
            valueCode: productOptionValues.valueCode,
            label: productOptionValues.label,
            translations: productOptionValues.translations,
          })
          .from(productOptionValues)
          .where(
            inArray(
              productOptionValues.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(productOptionValues.position));
  return found.map((product) => ({
    title: product.title,
    leadtime: product.leadtime,
    translations: product.translations,
    options: options
      .filter((option) => option.productId === product.id)
      .map(({ id, productId: _productId, ...option }) => ({
        ...option,
        values: values.filter((value) => value.optionId === id).map(({ optionId: _optionId, ...value }) => value),
      })),
  }));
}

/** An order's product texts in `locale`: one call for the pages and emails that show an order. */
export async function loadOrderProductText(
  db: DbExecutor,
  locale: Locale,
  order: FrozenProduct & { productId: string | null },
): Promise<OrderProductText> {
  const source = await loadProductTextSource(db, { productId: order.productId });
  return localizeOrderProduct(locale, order, source);
}

/** An order's view with its product title and options replaced by their text in `locale`. */
export async function localizeOrderView<
  View extends {
    productId: string | null;
    productSlug: string | null;
    productTitle: string | null;
    options: ChosenOption[];
  },
>(db: DbExecutor, locale: Locale, view: View): Promise<Omit<View, "productTitle"> & { productTitle: string }> {
  const text = await loadOrderProductText(db, locale, view);
  return { ...view, productTitle: text.title, options: text.options };
}
