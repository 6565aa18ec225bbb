import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import {
  categories,
  productFaq,
  productMedia,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
  type MediaKind,
  type ProductStatus,
} from "../../db/schema/index.ts";
import type { Translations } from "../../db/schema/translations.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedBadges, localizedText } from "./localized-text.ts";
import { computeProductPrice, type ProductPrice } from "./pricing.ts";
import type { ProductOption } from "./product-options.ts";
import { sanitizeDescription } from "./sanitize-description.server.ts";
import { PRODUCT_PRICE_COLUMNS } from "./product-price-columns.server.ts";
import { isProductPublicSql } from "./product-visibility.server.ts";

export type ProductSheet = {
  id: string;
  slug: string;
  categoryKey: string | null;
  categoryName: string | null;
  title: string;
  subtitle: string | null;
  descriptionHtml: string;
  status: ProductStatus;
  isActive: boolean;
  incoterm: string;
  leadtime: string | null;
  badges: string[];
  updatedAt: string;
  media: { kind: MediaKind; url: string; alt: string }[];
  specs: { label: string; value: string }[];
  faq: { question: string; answer: string }[];
  options: ProductOption[];
  /** Selling price in XPF; purchase prices and supplier details never leave this module. */
  price: ProductPrice;
};

export type GetProductSheetOptions = {
  slug: string;
  xpfPerUsd: number;
  /** The administrator's preview (`?draft=1`) also sees drafts and inactive products. */
  isPreview?: boolean;
  /** The texts' language (ruling 15): each text in it where filled, in French otherwise. Default French. */
  locale?: Locale;
};

/** A product sheet by slug: published and active only, unless previewed by the administrator; null otherwise. */
export async function getProductSheet(db: DbExecutor, options: GetProductSheetOptions): Promise<ProductSheet | null> {
  const conditions: SQL[] = [eq(products.slug, options.slug)];
  if (!options.isPreview) conditions.push(isProductPublicSql());
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      categoryKey: categories.key,
      categoryName: categories.name,
      categoryTranslations: categories.translations,
      translations: products.translations,
      title: products.title,
      subtitle: products.subtitle,
      descriptionHtml: products.descriptionHtml,
      status: products.status,
      isActive: products.active,
      incoterm: products.incoterm,
      leadtime: products.leadtime,
      badges: products.badges,
      updatedAt: products.updatedAt,
      priceInputs: PRODUCT_PRICE_COLUMNS,
      // The media, specs, FAQ and options come in the same statement: one round trip for the page (issue 19).
      parts: productParts(),
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;
  const { priceInputs, descriptionHtml, updatedAt, translations, categoryTranslations, parts, ...publicFields } = row;
  const { media, specs, faq, options: optionRows } = parts;
  const locale = options.locale ?? "fr";
  const price = computeProductPrice(priceInputs, options.xpfPerUsd);
  return {
    ...publicFields,
    categoryName: localizedText(locale, "name", publicFields.categoryName, categoryTranslations),
    title: localizedText(locale, "title", publicFields.title, translations),
    subtitle: localizedText(locale, "subtitle", publicFields.subtitle, translations),
    leadtime: localizedText(locale, "leadtime", publicFields.leadtime, translations),
    badges: localizedBadges(locale, publicFields.badges, translations),
    descriptionHtml: sanitizeDescription(localizedText(locale, "descriptionHtml", descriptionHtml, translations)),
    updatedAt: updatedAt.toISOString(),
    media: media.map(({ translations, ...medium }) => ({
      ...medium,
      alt: localizedText(locale, "alt", medium.alt, translations),
    })),
    specs: specs.map((spec) => ({
      label: localizedText(locale, "label", spec.label, spec.translations),
      value: localizedText(locale, "value", spec.value, spec.translations),
    })),
    faq: faq.map((entry) => ({
      question: localizedText(locale, "question", entry.question, entry.translations),
      answer: localizedText(locale, "answer", entry.answer, entry.translations),
    })),
    options: optionRows
      .map(({ translations: optionTranslations, values, ...option }) => ({
        ...option,
        label: localizedText(locale, "label", option.label, optionTranslations),
        values: values.map(({ translations: valueTranslations, ...value }) => ({
          ...value,
          label: localizedText(locale, "label", value.label, valueTranslations),
          description: localizedText(locale, "description", value.description, valueTranslations),
        })),
      }))
      // An option without any value cannot be chosen; showing it (or requiring it) would block every order.
      .filter((option) => option.values.length > 0),
    price,
  };
}

type PartRows = {
  media: { kind: MediaKind; url: string; alt: string; translations: Translations<"alt"> | null }[];
  specs: { label: string; value: string; translations: Translations<"label" | "value"> | null }[];
  faq: { question: string; answer: string; translations: Translations<"question" | "answer"> | null }[];
  options: (Omit<ProductOption, "label" | "values"> & {
    label: string;
    translations: Translations<"label"> | null;
    values: (Omit<ProductOption["values"][number], "label" | "description"> & {
      label: string;
      description: string | null;
      translations: Translations<"label" | "description"> | null;
    })[];
  })[];
};

/** A product's media, specs, FAQ and options with their values, each in its order, as one JSON value. */
function productParts() {
  const list = (object: SQL, order: SQL, from: SQL, where: SQL) =>
    sql`(select coalesce(json_agg(${object} order by ${order}), '[]'::json) from ${from} where ${where})`;
  const m = productMedia;
  const s = productSpecs;
  const f = productFaq;
  const o = productOptions;
  const v = productOptionValues;
  const values = list(
    sql`json_build_object('valueCode', ${v.valueCode}, 'label', ${v.label}, 'priceDelta', ${v.priceDelta},
      'description', ${v.description}, 'translations', ${v.translations})`,
    sql`${v.position}, ${v.valueCode}`,
    sql`${v}`,
    sql`${v.optionId} = ${o.id}`,
  );
  return sql<PartRows | string>`json_build_object(
    'media', ${list(
      sql`json_build_object('kind', ${m.kind}, 'url', ${m.url}, 'alt', ${m.alt}, 'translations', ${m.translations})`,
      sql`${m.position}, ${m.createdAt}`,
      sql`${m}`,
      sql`${m.productId} = ${products.id}`,
    )},
    'specs', ${list(
      sql`json_build_object('label', ${s.label}, 'value', ${s.value}, 'translations', ${s.translations})`,
      sql`${s.position}`,
      sql`${s}`,
      sql`${s.productId} = ${products.id}`,
    )},
    'faq', ${list(
      sql`json_build_object('question', ${f.question}, 'answer', ${f.answer}, 'translations', ${f.translations})`,
      sql`${f.position}`,
      sql`${f}`,
      sql`${f.productId} = ${products.id}`,
    )},
    'options', ${list(
      sql`json_build_object('code', ${o.code}, 'label', ${o.label}, 'translations', ${o.translations},
        'inputType', ${o.inputType}, 'required', ${o.required}, 'values', ${values})`,
      sql`${o.position}, ${o.code}`,
      sql`${o}`,
      sql`${o.productId} = ${products.id}`,
    )}
  )`.mapWith((value: PartRows | string): PartRows => (typeof value === "string" ? JSON.parse(value) : value));
}
