// The in-process cache of rendered public pages (DESIGN.md "Performance"): one copy per URL, kept for the catalogue
// version it was rendered at (page-cache-version.server.ts). Pure: no I/O, no clock.

export type CachedPage = {
  /** The page cache version (database) the page was rendered at. */
  version: number;
  status: number;
  headers: Array<[string, string]>;
  /** The HTML every anonymous visitor gets: no nonce, its scripts allowed by hash (shared-page.server.ts). */
  body: string;
  etag: string;
};

export type PageCache = {
  /** The page for `key` if it was rendered at `version`; a copy of an older version is dropped. */
  get(key: string, version: number): CachedPage | null;
  set(key: string, page: CachedPage): void;
  readonly size: number;
};

/** Keeps at most `maxEntries` pages, dropping the least recently used first. */
export function createPageCache({ maxEntries = 500 }: { maxEntries?: number } = {}): PageCache {
  const entries = new Map<string, CachedPage>();
  return {
    get(key, version) {
      const page = entries.get(key);
      if (!page) return null;
      entries.delete(key);
      if (page.version !== version) return null;
      entries.set(key, page);
      return page;
    },
    set(key, page) {
      entries.delete(key);
      entries.set(key, page);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

/** The public pages that look the same to every anonymous visitor, in each language: home, shop, category, product, terms, custom quote. */
const CACHEABLE_PATH = /^(\/(en|zh))?(\/|\/shop|\/shop\/[a-z0-9-]+|\/shop\/product\/[a-z0-9-]+|\/cgv|\/devis)?$/;

/**
 * A request whose answer can be shared: a GET of a public page's document, without a query (product options,
 * `?draft=1`) and without the cookies that change a page (the administrator's session, a toast to show).
 */
export function isCacheablePageRequest(request: Request, personalCookies: readonly string[]): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "" || url.pathname.endsWith(".data") || !CACHEABLE_PATH.test(url.pathname)) return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return !personalCookies.some((name) => new RegExp(`(^|;\\s*)${name}=`).test(cookies));
}

/** An answer worth keeping: a whole HTML page, 200, that sets no cookie. */
export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}
