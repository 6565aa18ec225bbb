// The URL the administrator pasted, checked and reduced to what identifies the product.
import type { FetchPolicy } from "./fetch-policy.ts";
import { ImportError } from "./import-error.ts";

export type AlibabaProductUrl = {
  /** The page to fetch: the URL without its query string (tracking) and fragment. */
  pageUrl: string;
  /** The digits before `.html`: the same product under any slug, language mirror or tracking query. */
  productId: string;
};

// `/product-detail/<Slug>_<id>.html`, or `-<id>.html` on the language mirrors (NOTES.md §1).
const PRODUCT_PATH = /^\/product-detail\/[^/]*?[_-]?(\d{6,})\.html$/i;

/**
 * Throws ImportError URL_REQUIRED for an empty field and URL_INVALID for anything but a product page the policy
 * allows (https on alibaba.com or a subdomain in production). A URL typed without its scheme gets https.
 */
export function parseAlibabaProductUrl(input: string | null | undefined, policy: FetchPolicy): AlibabaProductUrl {
  const text = input?.trim() ?? "";
  if (!text) throw new ImportError("URL_REQUIRED");
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    throw new ImportError("URL_INVALID");
  }
  const match = PRODUCT_PATH.exec(url.pathname);
  if (!match || !policy.allowsUrl(url, "page")) throw new ImportError("URL_INVALID");
  return { pageUrl: `${url.origin}${url.pathname}`, productId: match[1]! };
}
