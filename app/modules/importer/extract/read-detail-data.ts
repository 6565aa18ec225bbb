// Fields from `window.detailData` (contract, first column; key paths in NOTES.md §4).
import type { LeadTimeTier, MinimumOrder, PriceRange, ProductSpec, SourceFields } from "./alibaba-product.ts";
import { currencyFromText } from "./currency.ts";
import { uniqueImageUrls } from "./image-url.ts";
import { joinLines, normalizeJsonText, toNumber } from "./normalize-text.ts";
import { uniqueSpecs } from "./specs.ts";

type Json = Record<string, unknown>;

/** Reads a nested key: at(data, "globalData", "product", "subject"). */
function at(value: unknown, ...path: string[]): unknown {
  let node = value;
  for (const key of path) {
    if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === "object") : [];
}

/** True when the state describes no product: the "Product Not Available" page keeps detailData without a product id. */
export function isMissingProduct(detailData: Json): boolean {
  const product = at(detailData, "globalData", "product");
  return at(product, "productId") === undefined && at(product, "subject") === undefined;
}

export function readDetailData(detailData: Json, pageUrl: string): SourceFields {
  const globalData = at(detailData, "globalData");
  const product = at(globalData, "product");
  const price = at(product, "price");
  return {
    title: normalizeJsonText(at(product, "subject")),
    images: readImages(at(product, "mediaItems"), pageUrl),
    specs: readSpecs(product),
    description: readDescription(detailData),
    leadTime: readLeadTime(at(globalData, "trade")),
    priceRange: readPriceRange(price, at(globalData, "global")),
    moq: readMoq(product, price, at(globalData, "trade")),
    supplierName: normalizeJsonText(at(globalData, "seller", "companyName")),
  };
}

function readImages(mediaItems: unknown, pageUrl: string): string[] {
  // Photos only: videos (and their covers) are left out; `big` is the full-size file, the others carry a size suffix.
  const photos = list(mediaItems).filter((item) => item.type === "image");
  const urls = photos.map((item) => {
    const imageUrl = at(item, "imageUrl");
    const candidate = ["big", "normal", "small", "thumb"]
      .map((size) => at(imageUrl, size))
      .find((url) => typeof url === "string" && url);
    return typeof candidate === "string" ? candidate : null;
  });
  return uniqueImageUrls(urls, pageUrl);
}

function readSpecs(product: unknown): ProductSpec[] {
  const properties = (key: string) =>
    list(at(product, key)).map((item) => ({
      label: normalizeJsonText(item.attrName),
      value: normalizeJsonText(item.attrValue),
    }));
  const basic = properties("productBasicProperties");
  const entries = basic.length
    ? basic
    : [...properties("productKeyIndustryProperties"), ...properties("productOtherProperties")];
  return uniqueSpecs(entries);
}

function readDescription(detailData: Json): string | null {
  const details = list(at(detailData, "nodeMap", "module_description", "privateData", "productDescription", "details"));
  return joinLines(details.filter((detail) => detail.type === "text").map((detail) => normalizeJsonText(detail.text)));
}

function readLeadTime(trade: unknown): LeadTimeTier[] | null {
  const ladder = list(at(trade, "leadTimeInfo", "ladderPeriodList"));
  const periods = ladder.length ? ladder : list(at(trade, "warehouseLeadTimeInfo", "DEFAULT"));
  const tiers = periods.flatMap((period): LeadTimeTier[] => {
    const minQty = toNumber(period.minQuantity);
    if (minQty === null) return [];
    const maxQty = toNumber(period.maxQuantity);
    const days = toNumber(period.processPeriod) ?? toNumber(period.day);
    return [
      { minQty, maxQty: maxQty !== null && maxQty > 0 ? maxQty : null, days: days !== null && days > 0 ? days : null },
    ];
  });
  return tiers.length ? tiers : null;
}

function readPriceRange(price: unknown, global: unknown): PriceRange | null {
  // Contract order: the page-wide currency name, else the price's formatting pattern ("US${0}", "€{0}").
  const currency =
    currencyFromText(stringOrNull(at(global, "productPriceCurrencySimpleName"))) ??
    currencyFromText(stringOrNull(at(price, "currencyRule", "currencyPattern")));
  if (!currency) return null;
  const ladder = list(at(price, "productLadderPrices"))
    .map((step) => toNumber(step.price))
    .filter((value): value is number => value !== null && value > 0);
  if (ladder.length) return { min: Math.min(...ladder), max: Math.max(...ladder), currency };
  const low = toNumber(at(price, "productRangePrices", "priceRangeLow"));
  const high = toNumber(at(price, "productRangePrices", "priceRangeHigh"));
  if (low === null || low <= 0) return null;
  return { min: low, max: high !== null && high >= low ? high : low, currency };
}

function readMoq(product: unknown, price: unknown, trade: unknown): MinimumOrder | null {
  const quantity = toNumber(at(product, "moq"));
  const unit =
    normalizeJsonText(at(price, "unitEven")) ||
    normalizeJsonText(at(price, "unit")) ||
    normalizeJsonText(at(trade, "tradeInfo", "quantityUnitStr"));
  if (quantity === null || quantity <= 0 || !unit) return null;
  return { quantity, unit: unit.toLowerCase() };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
