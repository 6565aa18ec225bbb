// The importer's view of an Alibaba product page: the output contract of tests/fixtures/alibaba/README.md.

export type ProductSpec = { label: string; value: string };
/** Days to produce a quantity from minQty to maxQty (null: and more); days null means "to be negotiated". */
export type LeadTimeTier = { minQty: number; maxQty: number | null; days: number | null };
/** In the page's currency (ISO 4217), as decimal numbers: 2.79, not 279. */
export type PriceRange = { min: number; max: number; currency: string };
export type MinimumOrder = { quantity: number; unit: string };

/** Every key is always present; a field the page does not show is null (or [] for images and specs). */
export type AlibabaProduct = {
  title: string;
  subtitle: string | null;
  /** Absolute https URLs of the full-size photos, gallery order, no duplicates, no video. */
  images: string[];
  specs: ProductSpec[];
  /** Plain text, one block per line. */
  description: string | null;
  leadTime: LeadTimeTier[] | null;
  priceRange: PriceRange | null;
  moq: MinimumOrder | null;
  supplierName: string | null;
};

/**
 * Pages that are not a product: `blocked` (captcha, the contract's only error), and two the contract leaves out,
 * `login` (a login wall) and `not_found` ("Product Not Available"); `no_product` when no title can be read.
 */
export type PageProblem = "blocked" | "login" | "not_found" | "no_product";

export type ExtractionResult = AlibabaProduct | { error: PageProblem };

/** What one source (JSON state, JSON-LD, DOM and meta) found; missing, null and empty lists mean "not here". */
export type SourceFields = { [Key in Exclude<keyof AlibabaProduct, "subtitle">]?: AlibabaProduct[Key] | null };
