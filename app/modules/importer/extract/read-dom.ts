// Fields from the HTML itself (contract, third column), for pages without JSON state and fields the state lacks.
import type { Cheerio, CheerioAPI } from "cheerio";
import type { AnyNode } from "domhandler";
import type { LeadTimeTier, MinimumOrder, PriceRange, SourceFields } from "./alibaba-product.ts";
import { findPrices } from "./currency.ts";
import { uniqueImageUrls } from "./image-url.ts";
import { collapseWhitespace, joinLines, toNumber } from "./normalize-text.ts";
import { readMetaImage, readMetaPrice, readMetaSupplier, readMetaTitle } from "./read-meta.ts";
import { uniqueSpecs } from "./specs.ts";
import { readDomSpecs } from "./read-dom-specs.ts";

// Gallery thumbnails of the successive layouts (NOTES.md §2); never SKU swatches, description or recommendations.
const GALLERY_IMAGES = [
  ".main-image-thumb-item img",
  "ul.inav li.item img",
  ".module-detailBoothImage .thumb-wrap img",
  '[data-testid="media-image"] img',
  ".detail-gallery-turn img",
].join(", ");

const DESCRIPTION_ROOTS = ["#J-rich-text-description", "#detail_decorate_root"];
const TEXT_BLOCKS = "p, li, h1, h2, h3, h4";

const PRICE_CELLS = [
  ".ma-spec-price",
  ".ma-ref-price",
  ".price-item .price",
  '[data-testid="ladder-price"] .price-item',
  '[data-testid="range-price"]',
  '[data-testid="product-price"]',
  '[data-testid="promotion-fixed-price"]',
  '[data-testid="pc-purchase-current-price"]',
].join(", ");

const MIN_ORDER_ELEMENTS = [".ma-min-order", '[data-testid="pc-purchase-effective-moq"]'];
const MIN_ORDER_TEXT = /^min(?:imum)?\.?\s*order(?:\s*quantity)?\s*:?\s*/i;
// Recommendation tiles repeat "Min. order" and prices of other products.
const RECOMMENDATIONS = '[data-spm*="recommend"], [class*="recommend"], [class*="similar"]';

/**
 * The DOM's fields, each read only when asked for (getters): on a page with the JSON state, most never are, and a
 * real page runs to several hundred KB.
 */
export function readDom($: CheerioAPI, pageUrl: string): SourceFields {
  let recommendations: Set<AnyNode> | null = null;
  const outside = <T extends AnyNode>(elements: Cheerio<T>): Cheerio<T> => {
    // Collected once: a selector per element (closest) would cost a selector match for every node of the page.
    recommendations ??= new Set([...$(RECOMMENDATIONS).toArray(), ...$(RECOMMENDATIONS).find("*").toArray()]);
    const excluded = recommendations;
    return elements.filter((_, element) => !excluded.has(element));
  };
  return {
    get title() {
      return readTitle($);
    },
    get images() {
      return readImages($, pageUrl);
    },
    get specs() {
      return uniqueSpecs(readDomSpecs($));
    },
    get description() {
      return readDescription($);
    },
    get leadTime() {
      return readLeadTime($);
    },
    get priceRange() {
      return readPriceRange($, outside) ?? readMetaPrice($);
    },
    get moq() {
      return readMoq($, outside);
    },
    get supplierName() {
      return readSupplier($);
    },
  };
}

type Outside = <T extends AnyNode>(elements: Cheerio<T>) => Cheerio<T>;

function readTitle($: CheerioAPI): string | null {
  const h1 = $("h1").first();
  const fromH1 = collapseWhitespace(h1.attr("title") ?? "") || collapseWhitespace(h1.text());
  return fromH1 || readMetaTitle($);
}

function readImages($: CheerioAPI, pageUrl: string): string[] {
  const sources = $(GALLERY_IMAGES)
    .toArray()
    .map((img) => {
      const $img = $(img);
      // Lazy images keep the real URL in data-src (or lazyload-src) and a placeholder, often a data: URI, in src.
      return [$img.attr("data-src"), $img.attr("lazyload-src"), $img.attr("src")].find(
        (src) => src && !/^data:/i.test(src.trim()),
      );
    });
  const gallery = uniqueImageUrls(sources, pageUrl);
  return gallery.length ? gallery : uniqueImageUrls([readMetaImage($)], pageUrl);
}

function readDescription($: CheerioAPI): string | null {
  for (const selector of DESCRIPTION_ROOTS) {
    const root = $(selector).first();
    if (!root.length) continue;
    // Innermost blocks only, so <li><p>text</p></li> gives one line.
    const blocks = root.find(TEXT_BLOCKS).filter((_, block) => $(block).find(TEXT_BLOCKS).length === 0);
    const lines = blocks.toArray().map((block) => collapseWhitespace($(block).text()));
    const text = joinLines(lines) ?? (collapseWhitespace(root.text()) || null);
    if (text) return text;
  }
  return null;
}

/** A table with a "Quantity…" row and a "…time/days" row; columns after the first pair a quantity and a delay. */
function readLeadTime($: CheerioAPI): LeadTimeTier[] | null {
  for (const table of $("table").toArray()) {
    const rows = $(table)
      .find("tr")
      .toArray()
      .map((row) =>
        $(row)
          .children("th, td")
          .toArray()
          .map((cell) => collapseWhitespace($(cell).text())),
      );
    const quantities = rows.find((cells) => /quantity/i.test(cells[0] ?? ""));
    const delays = rows.find((cells) => /time|days/i.test(cells[0] ?? "") && !/quantity/i.test(cells[0] ?? ""));
    if (!quantities || !delays) continue;
    const tiers = quantities.slice(1).flatMap((cell, index): LeadTimeTier[] => {
      const range = parseQuantityRange(cell);
      if (!range) return [];
      const days = toNumber(delays[index + 1] ?? "");
      return [{ ...range, days: days !== null && days > 0 ? days : null }];
    });
    if (tiers.length) return tiers;
  }
  return null;
}

/** "1 - 2,000" → 1..2000; ">= 10000" or "≥10000" → 10000..; "> 10000" → 10001..; "10000+" → 10000.. */
export function parseQuantityRange(text: string): { minQty: number; maxQty: number | null } | null {
  const compact = text.replace(/,/g, "").trim();
  const between = /^(\d+)\s*[-~–]\s*(\d+)/.exec(compact);
  if (between) return { minQty: Number(between[1]), maxQty: Number(between[2]) };
  const atLeast = /^(?:>=|≥)\s*(\d+)/.exec(compact) ?? /^(\d+)\s*\+/.exec(compact);
  if (atLeast) return { minQty: Number(atLeast[1]), maxQty: null };
  const above = /^>\s*(\d+)/.exec(compact);
  if (above) return { minQty: Number(above[1]) + 1, maxQty: null };
  return null;
}

function readPriceRange($: CheerioAPI, outside: Outside): PriceRange | null {
  let currency: string | null = null;
  const amounts: number[] = [];
  for (const cell of outside($(PRICE_CELLS)).toArray()) {
    const found = findPrices(collapseWhitespace($(cell).text()));
    if (!found || (currency && found.currency !== currency)) continue;
    currency = found.currency;
    amounts.push(...found.amounts.filter((amount) => amount > 0));
  }
  if (!currency || !amounts.length) return null;
  return { min: Math.min(...amounts), max: Math.max(...amounts), currency };
}

function readMoq($: CheerioAPI, outside: Outside): MinimumOrder | null {
  const texts = [
    ...MIN_ORDER_ELEMENTS.map((selector) => collapseWhitespace($(selector).first().text())),
    ...outside($("div, span, p, dd, li").filter((_, element) => $(element).children().length === 0))
      .toArray()
      .map((element) => collapseWhitespace($(element).text()))
      .filter((text) => MIN_ORDER_TEXT.test(text)),
  ];
  for (const text of texts) {
    const moq = parseMinimumOrder(text);
    if (moq) return moq;
  }
  return null;
}

/** "Min. order: 2,000 Piece/Pieces" → 2000 pieces; "25 metric tons" → 25 metric tons. */
export function parseMinimumOrder(text: string): MinimumOrder | null {
  const match = /^([\d,]+(?:\.\d+)?)\s*(.+)$/.exec(text.replace(MIN_ORDER_TEXT, "").trim());
  if (!match) return null;
  const quantity = toNumber(match[1]);
  // "Piece/Pieces" names the singular and the plural: keep the plural. Drop a remark in brackets.
  const unit = collapseWhitespace(
    match[2]!
      .replace(/\(.*?\)/g, "")
      .split("/")
      .pop() ?? "",
  ).toLowerCase();
  if (quantity === null || quantity <= 0 || !unit) return null;
  return { quantity, unit };
}

function readSupplier($: CheerioAPI): string | null {
  const link = $("a.company-name, .company-name a").first();
  return collapseWhitespace(link.text()) || collapseWhitespace(link.attr("title") ?? "") || readMetaSupplier($);
}
