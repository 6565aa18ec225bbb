// What the <head> tells: rule S (the subtitle), and the meta fallbacks of the DOM column.
import type { CheerioAPI } from "cheerio";
import { currencyFromText } from "./currency.ts";
import type { PriceRange } from "./alibaba-product.ts";
import { collapseWhitespace, toNumber } from "./normalize-text.ts";

function meta($: CheerioAPI, selector: string): string | null {
  const content = $(selector).first().attr("content");
  return content === undefined ? null : collapseWhitespace(content);
}

/** og:description, or meta[name=description] when there is none. */
function seoDescription($: CheerioAPI): string | null {
  return meta($, 'meta[property="og:description"]') || meta($, 'meta[name="description"]');
}

const FIND_COMPLETE_DETAILS = /find complete details about/i;

/**
 * Rule S: the SEO description up to "Find Complete Details about", without trailing spaces, commas and dashes; null
 * when empty or when it only repeats the title (ignoring case and a final ".").
 */
export function readSubtitle($: CheerioAPI, title: string): string | null {
  const description = seoDescription($);
  if (!description) return null;
  const cut = description.split(FIND_COMPLETE_DETAILS)[0]!.replace(/[\s,\-–—]+$/u, "");
  const comparable = (text: string) => text.toLowerCase().replace(/\.$/, "").trim();
  if (!cut || comparable(cut) === comparable(title)) return null;
  return cut;
}

/** og:title (else <title>) without the " - Buy … Product on Alibaba.com" tail. */
export function readMetaTitle($: CheerioAPI): string | null {
  const title = meta($, 'meta[property="og:title"]') || collapseWhitespace($("title").first().text());
  const cut = title.replace(/\s+-\s+Buy\s.*Product on Alibaba\.com\s*$/i, "").replace(/\s+-\s+Alibaba\.com\s*$/i, "");
  return cut || null;
}

/** The company at the end of the SEO description: "… Supplier or Manufacturer-<Company>". */
export function readMetaSupplier($: CheerioAPI): string | null {
  const match = /Manufacturer-(.+)$/.exec(seoDescription($) ?? "");
  return match ? collapseWhitespace(match[1]!) || null : null;
}

export function readMetaImage($: CheerioAPI): string | null {
  return meta($, 'meta[property="og:image"]');
}

/** Older pages: og:price:amount / og:price:standard_amount with og:price:currency. */
export function readMetaPrice($: CheerioAPI): PriceRange | null {
  const currency = currencyFromText(meta($, 'meta[property="og:price:currency"]'));
  const amounts = ["og:price:amount", "og:price:standard_amount"]
    .map((property) => toNumber(meta($, `meta[property="${property}"]`)))
    .filter((value): value is number => value !== null && value > 0);
  if (!currency || !amounts.length) return null;
  return { min: Math.min(...amounts), max: Math.max(...amounts), currency };
}
