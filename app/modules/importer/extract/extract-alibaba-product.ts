// Reads an Alibaba product page to the contract of tests/fixtures/alibaba/README.md.
//
// Order: the captcha and login walls first; then, field by field, the JSON state (`window.detailData`), a JSON-LD
// Product, and the DOM with its meta tags, each used where the one before has nothing. The subtitle always comes
// from the meta tags (rule S).
import { load } from "cheerio";
import type { AlibabaProduct, ExtractionResult, SourceFields } from "./alibaba-product.ts";
import { findDetailData } from "./find-detail-data.ts";
import { detectPageWall } from "./page-wall.ts";
import { isMissingProduct, readDetailData } from "./read-detail-data.ts";
import { readDom } from "./read-dom.ts";
import { findJsonLdProduct, readJsonLd } from "./read-json-ld.ts";
import { readSubtitle } from "./read-meta.ts";

const NOT_AVAILABLE_TITLE = /^\s*product not available\s*$/i;

/**
 * The product described by `html`, fetched from `pageUrl` (relative image URLs resolve against it), or the reason
 * there is none: `{ error: "blocked" }` for the captcha page, and "login", "not_found" or "no_product".
 */
export function extractAlibabaProduct(html: string, pageUrl: string): ExtractionResult {
  const wall = detectPageWall(html);
  if (wall) return { error: wall };
  const $ = load(html);
  const detailData = findDetailData(html);
  if (NOT_AVAILABLE_TITLE.test($("title").first().text()) && (!detailData || isMissingProduct(detailData))) {
    return { error: "not_found" };
  }
  const jsonLd = findJsonLdProduct($);
  const sources: SourceFields[] = [
    ...(detailData ? [readDetailData(detailData, pageUrl)] : []),
    ...(jsonLd ? [readJsonLd(jsonLd, pageUrl)] : []),
    readDom($, pageUrl),
  ];
  const title = firstOf(sources, "title");
  if (!title) return { error: "no_product" };
  return {
    title,
    subtitle: readSubtitle($, title),
    images: firstOf(sources, "images") ?? [],
    specs: firstOf(sources, "specs") ?? [],
    description: firstOf(sources, "description"),
    leadTime: firstOf(sources, "leadTime"),
    priceRange: firstOf(sources, "priceRange"),
    moq: firstOf(sources, "moq"),
    supplierName: firstOf(sources, "supplierName"),
  };
}

/** The first source's value that is there: not missing, not null, not an empty string or list. */
function firstOf<Key extends keyof SourceFields>(
  sources: SourceFields[],
  key: Key,
): NonNullable<AlibabaProduct[Key]> | null {
  for (const source of sources) {
    const value = source[key];
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    return value as NonNullable<AlibabaProduct[Key]>;
  }
  return null;
}

export function isExtractedProduct(result: ExtractionResult): result is AlibabaProduct {
  return !("error" in result);
}
