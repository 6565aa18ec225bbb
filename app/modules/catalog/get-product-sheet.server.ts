import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
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
import type { Locale } from "../i18n/locales.ts";
import { localizedBadges, localizedText } from "./localized-text.ts";
import { computeProductPrice, type ProductPrice } from "./pricing.ts";
import type { ProductOption } from "./product-options.ts";
import { sanitizeDescription } from "./sanitize-description.server.ts";
import { PRODUCT_PRICE_COLUMNS } from "./product-price-columns.server.ts";

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
  if (!options.isPreview) conditions.push(eq(products.status, "published"), eq(products.active, true));
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
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;

  const [media, specs, faq, optionRows] = await Promise.all([
    db
      .select({
        kind: productMedia.kind,
        url: productMedia.url,
        alt: productMedia.alt,
        translations: productMedia.translations,
      })
      .from(productMedia)
      .where(eq(productMedia.productId, row.id))
      .orderBy(asc(productMedia.position), asc(productMedia.createdAt)),
    db
      .select({ label: productSpecs.label, value: productSpecs.value, translations: productSpecs.translations })
      .from(productSpecs)
      .where(eq(productSpecs.productId, row.id))
      .orderBy(asc(productSpecs.position)),
    db
      .select({ question: productFaq.question, answer: productFaq.answer, translations: productFaq.translations })
      .from(productFaq)
      .where(eq(productFaq.productId, row.id))
      .orderBy(asc(productFaq.position)),
    db
      .select({
        id: productOptions.id,
        code: productOptions.code,
        label: productOptions.label,
        translations: productOptions.translations,
        inputType: productOptions.inputType,
        required: productOptions.required,
      })
      .from(productOptions)
      .where(eq(productOptions.productId, row.id))
      .orderBy(asc(productOptions.position), asc(productOptions.code)),
  ]);
  const valueRows = optionRows.length
    ? await db
        .select({
          optionId: productOptionValues.optionId,
          valueCode: productOptionValues.valueCode,
          label: productOptionValues.label,
          priceDelta: productOptionValues.priceDelta,
          description: productOptionValues.description,
          translations: productOptionValues.translations,
        })
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.optionId,
            optionRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(productOptionValues.position), asc(productOptionValues.valueCode))
    : [];

  const { priceInputs, descriptionHtml, updatedAt, translations, categoryTranslations, ...publicFields } = row;
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
      .map(({ id, translations: optionTranslations, ...option }) => ({
        ...option,
        label: localizedText(locale, "label", option.label, optionTranslations),
        values: valueRows
          .filter((v) => v.optionId === id)
          .map(({ optionId: _optionId, translations: valueTranslations, ...value }) => ({
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
