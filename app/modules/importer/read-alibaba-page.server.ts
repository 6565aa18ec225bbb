// Fetches a product page and reads it, turning every way Alibaba can say "no" into an ImportError.
import { extractAlibabaProduct, isExtractedProduct } from "./extract/extract-alibaba-product.ts";
import type { AlibabaProduct, PageProblem } from "./extract/alibaba-product.ts";
import { ImportError, type ImportErrorCode } from "./import-error.ts";
import { httpFailureCode } from "./network-failure.ts";
import type { SafeFetcher } from "./safe-fetch.server.ts";

const PROBLEM_CODES: Record<PageProblem, ImportErrorCode> = {
  blocked: "BLOCKED",
  login: "LOGIN_REQUIRED",
  not_found: "NOT_FOUND",
  no_product: "EXTRACTION_FAILED",
};

export type ReadAlibabaPageOptions = {
  fetcher: SafeFetcher;
  pageUrl: string;
  signal?: AbortSignal;
  /** Called once the page has arrived, before it is read. */
  onRead?: () => void;
};

export async function readAlibabaPage({
  fetcher,
  pageUrl,
  signal,
  onRead,
}: ReadAlibabaPageOptions): Promise<AlibabaProduct> {
  const response = await fetcher.fetch(pageUrl, { purpose: "page", signal });
  // Where Alibaba sends a visitor it will not serve (NOTES.md §7): its login page, or its error page.
  const host = response.url.hostname.toLowerCase();
  if (/^(login|passport)\./.test(host)) throw new ImportError("LOGIN_REQUIRED");
  if (/^error\./.test(host) || response.status === 404 || response.status === 410) throw new ImportError("NOT_FOUND");
  // A removed product may also send the visitor to the home page or a search: not a product page any more.
  if (!/^\/product-detail\//i.test(response.url.pathname)) throw new ImportError("NOT_FOUND");
  if (response.status === 403 || response.status === 429) throw new ImportError("BLOCKED");
  if (response.status < 200 || response.status >= 300)
    throw new ImportError(httpFailureCode(response.status), { status: response.status });
  onRead?.();
  const result = extractAlibabaProduct(decodeHtml(response.body, response.headers["content-type"]), response.url.href);
  if (!isExtractedProduct(result)) throw new ImportError(PROBLEM_CODES[result.error]);
  return result;
}

/** The body in the charset its Content-Type names; UTF-8 (Alibaba's) otherwise. */
function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
