// The choices the document editors offer: the customer, supplier and catalogue products a document already names,
// and the searches of their pickers (GET /admin/{customers,suppliers,products}/search), so a catalogue of any size
// is found by typing rather than listed in the page.
import { asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { products } from "../../db/schema/catalog.ts";
import { suppliers } from "../../db/schema/purchasing.ts";
import { customers, orders } from "../../db/schema/sales.ts";
import { PRODUCT_PRICE_COLUMNS } from "../catalog/product-price-columns.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { containsText } from "../lists/list-page.server.ts";
import { getSettings, getXpfRates } from "../settings/settings.server.ts";
import { lineProductChoice, orderProductChoice, type LineProductChoice, type LineRates } from "./line-product-price.ts";

/** How many rows a picker's search answers. */
export const PICKER_RESULTS = 20;
/** The longest search a picker's route accepts; a longer one is refused (400). */
export const PICKER_QUERY_MAX = 100;

/** Which price of a product fills a line: the selling price (quotes, invoices) or the purchase price (purchase orders). */
export const PRODUCT_PRICE_KINDS = ["sale", "purchase"] as const;
export type ProductPriceKind = (typeof PRODUCT_PRICE_KINDS)[number];

/** The customer a document names, as the customer picker shows it; null for none. */
export async function getChosenCustomer(db: DbExecutor, customerId: string | null) {
  if (!customerId) return null;
  const [customer] = await db
    .select({ id: customers.id, email: customers.email, name: customers.fullName, company: customers.company })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer ?? null;
}

const SUPPLIER_CHOICE = { id: suppliers.id, name: suppliers.name, email: suppliers.email };

/** The supplier a purchase order names, as the supplier picker shows it; null for none. */
export async function getChosenSupplier(db: DbExecutor, supplierId: string | null) {
  if (!supplierId) return null;
  const [supplier] = await db.select(SUPPLIER_CHOICE).from(suppliers).where(eq(suppliers.id, supplierId));
  return supplier ?? null;
}

/** The suppliers whose name or email contains `text`, by name. */
export function searchSuppliers(db: DbExecutor, text: string) {
  return db
    .select(SUPPLIER_CHOICE)
    .from(suppliers)
    .where(containsText(text.trim(), [suppliers.name, suppliers.email]))
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(PICKER_RESULTS);
}

const PRODUCT_CHOICE = { slug: products.slug, title: products.title, ...PRODUCT_PRICE_COLUMNS };

/** The settings' rates a line's price is converted at. */
async function lineRates(db: DbExecutor): Promise<LineRates> {
  const rates = getXpfRates(await getSettings(db));
  return { XPF: 1, USD: rates.USD, EUR: rates.EUR };
}

/** The catalogue products whose title or slug contains `text`, by title, with the description and price they fill. */
export async function searchProducts(db: DbExecutor, text: string, price: ProductPriceKind) {
  const [rows, rates] = await Promise.all([
    db
      .select(PRODUCT_CHOICE)
      .from(products)
      .where(containsText(text.trim(), [products.title, products.slug]))
      .orderBy(asc(products.title), asc(products.slug))
      .limit(PICKER_RESULTS),
    lineRates(db),
  ]);
  return rows.map((row) => lineProductChoice(row, price, rates));
}

type LinesNamingProducts = ReadonlyArray<{ productSlug: string | null }>;

/** The catalogue products the lines name (each once), unpriced; none asked when no line names one. */
async function productsOfLines(db: DbExecutor, lines: LinesNamingProducts) {
  const slugs = [...new Set(lines.flatMap((line) => (line.productSlug ? [line.productSlug] : [])))];
  return slugs.length === 0 ? [] : db.select(PRODUCT_CHOICE).from(products).where(inArray(products.slug, slugs));
}

/** The catalogue products the lines of a document name, so each line's picker shows its product by title. */
export async function getLineProducts(db: DbExecutor, lines: LinesNamingProducts, price: ProductPriceKind) {
  if (!lines.some((line) => line.productSlug)) return [];
  const [rows, rates] = await Promise.all([productsOfLines(db, lines), lineRates(db)]);
  return rows.map((row) => lineProductChoice(row, price, rates));
}

/**
 * What a quote's or invoice's lines editor offers, priced at one read of the settings' rates: the products its lines
 * name, and the product of the order it comes from as its lines take it (title with the chosen options, unit price
 * with their deltas), null without an order or when the product is gone.
 */
export async function getSaleLineProducts(
  db: DbExecutor,
  lines: LinesNamingProducts,
  orderId: string | null,
): Promise<{ products: LineProductChoice[]; orderProduct: LineProductChoice | null }> {
  if (!orderId && !lines.some((line) => line.productSlug)) return { products: [], orderProduct: null };
  const [rows, [order], rates] = await Promise.all([
    productsOfLines(db, lines),
    orderId
      ? db
          .select({ options: orders.options, ...PRODUCT_CHOICE })
          .from(orders)
          .innerJoin(products, eq(products.id, orders.productId))
          .where(eq(orders.id, orderId))
      : [],
    lineRates(db),
  ]);
  return {
    products: rows.map((row) => lineProductChoice(row, "sale", rates)),
    orderProduct: order ? orderProductChoice(order, order.options, rates) : null,
  };
}

/**
 * The `q` of a picker's search URL, trimmed; a search longer than PICKER_QUERY_MAX, or a `price` that is not one of
 * PRODUCT_PRICE_KINDS, is answered 400 with its message in French (thrown), before any query.
 */
export function readPickerSearch(request: Request): { q: string; price: ProductPriceKind } {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim();
  const price = params.get("price") ?? "sale";
  const t = getServerT("fr", "admin-documents");
  const refuse = (message: string) =>
    Response.json({ error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
  if (q.length > PICKER_QUERY_MAX) throw refuse(t("picker.tooLong", { max: PICKER_QUERY_MAX }));
  if (!PRODUCT_PRICE_KINDS.some((kind) => kind === price)) throw refuse(t("picker.badPrice"));
  return { q, price: price as ProductPriceKind };
}
