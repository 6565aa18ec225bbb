// Catalogue: categories, products and the rows that describe a product (media, specs, FAQ, prices, options).
// One stored source per fact (DESIGN.md "Data"): the hero is product_media position 0, not a product column.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, updatedAt } from "./columns.ts";
import {
  translationsColumn,
  type CategoryTextField,
  type FaqTextField,
  type MediaTextField,
  type OptionTextField,
  type OptionValueTextField,
  type ProductTextField,
  type SpecTextField,
} from "./translations.ts";
import {
  PRODUCT_STATUSES,
  MEDIA_KINDS,
  OPTION_INPUT_TYPES,
  DEFAULT_INCOTERM,
  PRODUCT_SHIPPING_UNITS,
} from "../../modules/catalog/statuses.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/catalog/statuses.ts";

export const categories = pgTable("categories", {
  id: id(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  /** Media URL (see app/modules/media/image-variants.ts for the variant convention). */
  cover: text("cover"),
  translations: translationsColumn<CategoryTextField>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    /** Sanitised on save and on render (DESIGN.md "Rich text"). */
    descriptionHtml: text("description_html").notNull().default(""),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("draft"),
    incoterm: text("incoterm").notNull().default(DEFAULT_INCOTERM),
    /** Free text such as '35-45 jours'; null shows 'Sur devis'. */
    leadtime: text("leadtime"),
    badges: text("badges")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    active: boolean("active").notNull().default(true),
    // Selling prices in whole XPF; the precedence rules live in the pricing module (storefront §9).
    finalPriceXpf: integer("final_price_xpf"),
    basePriceXpf: integer("base_price_xpf"),
    freightPriceXpf: integer("freight_price_xpf"),
    // Purchase side in USD cents; never sent to public pages.
    purchasePriceCents: integer("purchase_price_cents"),
    marginCoefficient: numeric("margin_coefficient", { precision: 6, scale: 3, mode: "number" }).notNull().default(1.5),
    seaFreightCents: integer("sea_freight_cents"),
    airFreightCents: integer("air_freight_cents"),
    seaShippingAvailable: boolean("sea_shipping_available").notNull().default(true),
    airShippingAvailable: boolean("air_shipping_available").notNull().default(false),
    // Freight is charged per shipping unit (ruling 11): the freight above is the freight of one such unit.
    shippingUnit: text("shipping_unit", { enum: PRODUCT_SHIPPING_UNITS }).notNull().default("container_20"),
    unitsPerShippingUnit: integer("units_per_shipping_unit").notNull().default(1),
    // Logistics facts for shipments and their customs documents (issue 30): HS code of French Polynesia (the 6
    // international digits plus 2 local ones), ISO 3166 country of origin, weights per unit in grams, the
    // shipping unit's outer dimensions in millimetres and volume in cubic centimetres, packages per unit.
    hsCode: text("hs_code"),
    originCountry: text("origin_country"),
    netWeightGrams: integer("net_weight_grams"),
    grossWeightGrams: integer("gross_weight_grams"),
    shippingUnitLengthMm: integer("shipping_unit_length_mm"),
    shippingUnitWidthMm: integer("shipping_unit_width_mm"),
    shippingUnitHeightMm: integer("shipping_unit_height_mm"),
    shippingUnitVolumeCm3: integer("shipping_unit_volume_cm3"),
    packagesPerUnit: integer("packages_per_unit").notNull().default(1),
    supplierName: text("supplier_name"),
    supplierUrl: text("supplier_url"),
    paymentTerms: text("payment_terms"),
    translations: translationsColumn<ProductTextField>(),
    /** Raised by every save of the editor; a save made from an older version is refused (back-office editor). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_status_check", isOneOf(t.status, PRODUCT_STATUSES)),
    check(
      "products_prices_check",
      sql`coalesce(${t.finalPriceXpf}, 0) >= 0 and coalesce(${t.basePriceXpf}, 0) >= 0
        and coalesce(${t.freightPriceXpf}, 0) >= 0 and coalesce(${t.purchasePriceCents}, 0) >= 0
        and coalesce(${t.seaFreightCents}, 0) >= 0 and coalesce(${t.airFreightCents}, 0) >= 0`,
    ),
    check("products_margin_check", sql`${t.marginCoefficient} > 0`),
    check("products_shipping_unit_check", isOneOf(t.shippingUnit, PRODUCT_SHIPPING_UNITS)),
    check("products_units_per_shipping_unit_check", sql`${t.unitsPerShippingUnit} between 1 and 100000`),
    check("products_hs_code_check", sql`${t.hsCode} is null or ${t.hsCode} ~ '^[0-9]{8}$'`),
    check("products_origin_country_check", sql`${t.originCountry} is null or ${t.originCountry} ~ '^[A-Z]{2}$'`),
    check(
      "products_logistics_check",
      sql`coalesce(${t.netWeightGrams}, 0) >= 0 and coalesce(${t.grossWeightGrams}, 0) >= 0
        and coalesce(${t.shippingUnitLengthMm}, 0) >= 0 and coalesce(${t.shippingUnitWidthMm}, 0) >= 0
        and coalesce(${t.shippingUnitHeightMm}, 0) >= 0 and coalesce(${t.shippingUnitVolumeCm3}, 0) >= 0
        and ${t.packagesPerUnit} between 1 and 10000`,
    ),
    check("products_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // Indexes are ascending on purpose: scanned backwards they serve `order by … desc`, whereas Drizzle's
    // .desc() in an index emits DESC NULLS LAST, which a plain `order by … desc` cannot use.
    // Category pages: active products of a category, newest update first; status filters the published ones.
    index("products_category_list_idx").on(t.categoryId, t.status, t.active, t.updatedAt),
    index("products_status_updated_idx").on(t.status, t.updatedAt),
    index("products_featured_idx")
      .on(t.status, t.updatedAt)
      .where(sql`${t.featured}`),
    index("products_created_idx").on(t.createdAt),
  ],
);

export const productMedia = pgTable(
  "product_media",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    /** The alternative text in English and Chinese (ruling 15); `alt` is the French. */
    translations: translationsColumn<MediaTextField>(),
    /** 0 is the cover, which is the product's hero. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_media_kind_check", isOneOf(t.kind, MEDIA_KINDS)),
    check("product_media_position_check", sql`${t.position} >= 0`),
    index("product_media_product_idx").on(t.productId, t.position),
  ],
);

export const productSpecs = pgTable(
  "product_specs",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    value: text("value").notNull(),
    translations: translationsColumn<SpecTextField>(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("product_specs_position_check", sql`${t.position} >= 0`),
    check("product_specs_not_empty_check", sql`${t.label} <> '' and ${t.value} <> ''`),
    index("product_specs_product_idx").on(t.productId, t.position),
  ],
);

export const productFaq = pgTable(
  "product_faq",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    translations: translationsColumn<FaqTextField>(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("product_faq_position_check", sql`${t.position} >= 0`),
    check("product_faq_not_empty_check", sql`${t.question} <> '' and ${t.answer} <> ''`),
    index("product_faq_product_idx").on(t.productId, t.position),
  ],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    label: text("label").notNull(),
    inputType: text("input_type", { enum: OPTION_INPUT_TYPES }).notNull().default("select"),
    required: boolean("required").notNull().default(false),
    translations: translationsColumn<OptionTextField>(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("product_options_input_type_check", isOneOf(t.inputType, OPTION_INPUT_TYPES)),
    check("product_options_position_check", sql`${t.position} >= 0`),
    unique("product_options_code_unique").on(t.productId, t.code),
    index("product_options_product_idx").on(t.productId, t.position),
  ],
);

export const productOptionValues = pgTable(
  "product_option_values",
  {
    id: id(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    /** Never empty: a select item may not have an empty value (storefront §5). */
    valueCode: text("value_code").notNull(),
    label: text("label").notNull(),
    /** Whole XPF added to the base price; may be negative (a discount), the total never goes below 0. */
    priceDelta: integer("price_delta").notNull().default(0),
    description: text("description"),
    translations: translationsColumn<OptionValueTextField>(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("product_option_values_code_check", sql`${t.valueCode} <> ''`),
    check("product_option_values_position_check", sql`${t.position} >= 0`),
    unique("product_option_values_code_unique").on(t.optionId, t.valueCode),
    index("product_option_values_option_idx").on(t.optionId, t.position),
  ],
);
