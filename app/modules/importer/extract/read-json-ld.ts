// Fields from a JSON-LD `Product` (contract, second column). No source shows JSON-LD on Alibaba product pages yet
// (NOTES.md §3): this is the route for a page variant that has it. Lead time is not in JSON-LD.
import type { CheerioAPI } from "cheerio";
import type { MinimumOrder, PriceRange, SourceFields } from "./alibaba-product.ts";
import { currencyFromText } from "./currency.ts";
import { uniqueImageUrls } from "./image-url.ts";
import { joinLines, normalizeJsonText, toNumber } from "./normalize-text.ts";
import { uniqueSpecs } from "./specs.ts";

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isProduct(node: Json): boolean {
  return asList(node["@type"]).some((type) => type === "Product" || type === "https://schema.org/Product");
}

/** The first JSON-LD node of type Product, looking inside arrays and `@graph`; scripts that do not parse are skipped. */
export function findJsonLdProduct($: CheerioAPI): Json | null {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse($(script).text());
    } catch {
      continue;
    }
    const queue = [...asList(parsed)];
    while (queue.length) {
      const node = asObject(queue.shift());
      if (!node) continue;
      if (isProduct(node)) return node;
      queue.push(...asList(node["@graph"]));
    }
  }
  return null;
}

export function readJsonLd(product: Json, pageUrl: string): SourceFields {
  const offers = asList(product.offers)
    .map(asObject)
    .filter((offer): offer is Json => offer !== null);
  return {
    title: normalizeJsonText(product.name),
    images: uniqueImageUrls(asList(product.image).map(imageUrlOf), pageUrl),
    specs: uniqueSpecs(
      asList(product.additionalProperty)
        .map(asObject)
        .filter((property): property is Json => property !== null)
        .map((property) => ({ label: normalizeJsonText(property.name), value: normalizeJsonText(property.value) })),
    ),
    description: readDescription(product.description),
    priceRange: readPriceRange(offers),
    moq: readMoq(offers),
    supplierName: offers.map((offer) => normalizeJsonText(asObject(offer.seller)?.name)).find(Boolean) ?? null,
  };
}

function imageUrlOf(image: unknown): string | null {
  if (typeof image === "string") return image;
  const object = asObject(image);
  const url = object?.url ?? object?.contentUrl;
  return typeof url === "string" ? url : null;
}

function readDescription(description: unknown): string | null {
  if (typeof description !== "string") return null;
  return joinLines(description.split(/\r?\n/).map((line) => normalizeJsonText(line)));
}

function readPriceRange(offers: Json[]): PriceRange | null {
  const prices: number[] = [];
  let currency: string | null = null;
  for (const offer of offers) {
    for (const key of ["lowPrice", "highPrice", "price"]) {
      const value = toNumber(offer[key]);
      if (value !== null && value > 0) prices.push(value);
    }
    currency ??= currencyFromText(typeof offer.priceCurrency === "string" ? offer.priceCurrency : null);
  }
  if (!prices.length || !currency) return null;
  return { min: Math.min(...prices), max: Math.max(...prices), currency };
}

function readMoq(offers: Json[]): MinimumOrder | null {
  for (const offer of offers) {
    const eligible = asObject(offer.eligibleQuantity);
    const quantity = toNumber(eligible?.minValue ?? eligible?.value);
    const unit = normalizeJsonText(eligible?.unitText);
    if (quantity !== null && quantity > 0 && unit) return { quantity, unit: unit.toLowerCase() };
  }
  return null;
}
