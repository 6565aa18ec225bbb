// Where an imported product came from, and what the marketplace said that the product row has no column for: the
// supplier's price range and minimum order, kept for the administrator (never shown on public pages).
import { sql } from "drizzle-orm";
import { check, integer, jsonb, numeric, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { createdAt, id, isOneOf } from "./columns.ts";

export const IMPORT_SOURCES = ["alibaba"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** One production delay of the supplier: `days` to make minQty to maxQty (null: and more); days null = to negotiate. */
export type ImportedLeadTimeTier = { minQty: number; maxQty: number | null; days: number | null };

export const productImports = pgTable(
  "product_imports",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .unique()
      .references(() => products.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    /** The marketplace's product id (Alibaba: the digits before `.html`); one import per product id. */
    sourceProductId: text("source_product_id").notNull(),
    sourceUrl: text("source_url").notNull(),
    // The supplier's price range in the minor unit of its currency (cents for USD), as the page showed it.
    priceMinMinor: integer("price_min_minor"),
    priceMaxMinor: integer("price_max_minor"),
    /** ISO 4217. */
    priceCurrency: text("price_currency"),
    moqQuantity: numeric("moq_quantity", { precision: 14, scale: 3, mode: "number" }),
    moqUnit: text("moq_unit"),
    leadTimeTiers: jsonb("lead_time_tiers").$type<ImportedLeadTimeTier[]>(),
    /** The administrator's email. */
    importedBy: text("imported_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_imports_source_check", isOneOf(t.source, IMPORT_SOURCES)),
    unique("product_imports_source_product_unique").on(t.source, t.sourceProductId),
    check(
      "product_imports_price_check",
      sql`(${t.priceMinMinor} is null and ${t.priceMaxMinor} is null and ${t.priceCurrency} is null)
        or (${t.priceMinMinor} >= 0 and ${t.priceMaxMinor} >= ${t.priceMinMinor} and ${t.priceCurrency} ~ '^[A-Z]{3}$')`,
    ),
    check(
      "product_imports_moq_check",
      sql`(${t.moqQuantity} is null and ${t.moqUnit} is null) or (${t.moqQuantity} > 0 and ${t.moqUnit} <> '')`,
    ),
  ],
);
