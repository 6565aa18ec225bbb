// What the import kept for the administrator about a product (shown in the editor): source, supplier price range,
// minimum order and lead-time tiers. Never for public pages.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { productImports, products, type ImportedLeadTimeTier, type ImportSource } from "../../db/schema/index.ts";

export type ProductImportInfo = {
  source: ImportSource;
  sourceUrl: string;
  /** The supplier's name as the page gave it (the product's `supplier_name`, which the editor may change since). */
  supplierName: string | null;
  /** Decimal amounts in `currency` (2.79 USD), converted back from the stored minor units. */
  priceRange: { min: number; max: number; currency: string } | null;
  moq: { quantity: number; unit: string } | null;
  leadTimeTiers: ImportedLeadTimeTier[] | null;
  importedBy: string;
  importedAt: Date;
};

/** null when the product was not imported. */
export async function getProductImport(db: DbExecutor, productId: string): Promise<ProductImportInfo | null> {
  const [row] = await db
    .select({
      source: productImports.source,
      sourceUrl: productImports.sourceUrl,
      supplierName: products.supplierName,
      priceMinMinor: productImports.priceMinMinor,
      priceMaxMinor: productImports.priceMaxMinor,
      priceCurrency: productImports.priceCurrency,
      moqQuantity: productImports.moqQuantity,
      moqUnit: productImports.moqUnit,
      leadTimeTiers: productImports.leadTimeTiers,
      importedBy: productImports.importedBy,
      importedAt: productImports.createdAt,
    })
    .from(productImports)
    .innerJoin(products, eq(products.id, productImports.productId))
    .where(eq(productImports.productId, productId))
    .limit(1);
  if (!row) return null;
  const { priceMinMinor, priceMaxMinor, priceCurrency, moqQuantity, moqUnit, ...rest } = row;
  const hasPrice = priceMinMinor !== null && priceMaxMinor !== null && priceCurrency !== null;
  const divisor = hasPrice ? 10 ** minorDigits(priceCurrency) : 1;
  return {
    ...rest,
    priceRange: hasPrice
      ? { min: priceMinMinor / divisor, max: priceMaxMinor / divisor, currency: priceCurrency }
      : null,
    moq: moqQuantity !== null && moqUnit !== null ? { quantity: moqQuantity, unit: moqUnit } : null,
  };
}

/** Decimal places of a currency's minor unit: 2 for USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
