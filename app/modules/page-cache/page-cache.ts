// The in-process cache of rendered public pages (DESIGN.md "Performance"): one copy per URL, kept for the catalogue
// version it was rendered at, as bytes compressed once (brotli, gzip) beside the plain ones, so a hit costs no
// rendering and no compression. It also holds what this server knows of the current version (heard from the
// database's notices or read), so a hit needs no query (page-cache-version.server.ts). Pure: no I/O; the clock is
// passed in.
import { constants as zlibConstants } from "node:zlib";

/** The encodings a page is kept in, best first. */
export const PAGE_ENCODINGS = ["br", "gzip", "identity"] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

export type CachedPage = {
  /** The page cache version (database) the page was rendered at. */
  version: number;
  status: number;
  /** The page's headers, without Content-Length and Content-Encoding (they depend on the encoding sent). */
  headers: Array<[string, string]>;
  /** The HTML every anonymous visitor gets (no nonce, its scripts allowed by hash), in each encoding. */
  bodies: Record<PageEncoding, Buffer>;
  etag: string;
};

/** A kept page and whether it is of the current version (`fresh`) or of an older one still served meanwhile. */
export type FoundPage = { page: CachedPage; fresh: boolean };

export type PageCache = {
  /** The page for `key` if it was rendered at `version`; a copy of an older version is dropped. */
  get(key: string, version: number): CachedPage | null;
  /**
   * The page for `key` at `version`, or a copy of an older version while it may still be served
   * (stale-while-revalidate: for `staleMs` after this server learnt of a newer version), or null.
   */
  find(key: string, version: number): FoundPage | null;
  set(key: string, page: CachedPage): void;
  delete(key: string): void;
  /** The keys of the pages kept at a version older than `version`, least recently used first. */
  staleKeys(version: number): string[];
  readonly size: number;
  /** Bytes held by the pages' bodies, every encoding counted. */
  readonly bytes: number;
  /** How long a superseded page is still served (PageCacheOptions `staleMs`). */
  readonly staleMs: number;
  /** Records a version read from the database or announced by a notice (the highest wins: versions only grow). */
  observe(version: number, { read }: { read: boolean }): void;
  /**
   * The current version as far as this server knows, or null when it must be read again: never read yet, or the
   * last read is older than `recheckMs` (the safety re-read, for a write whose notice was lost).
   */
  knownVersion(): number | null;
};

export type PageCacheOptions = {
  maxEntries?: number;
  /** Upper bound of `bytes`; the least recently used pages go first. */
  maxBytes?: number;
  /** How long a read version is trusted without a notice (default 1 s). */
  recheckMs?: number;
  /**
   * How long a page of an older version is still served after this server learnt of a newer one, while it is
   * rendered again in the background; 0 (the default: nothing renders it in the background) renders every stale
   * page for the visitor who asks. The app's services set it from PAGE_CACHE_STALE_MS, beside their page refresher.
   */
  staleMs?: number;
  /** Called when this server learns of a version newer than any it knew. */
  onNewVersion?: (version: number) => void;
  now?: () => number;
};

const pageBytes = (page: CachedPage) => PAGE_ENCODINGS.reduce((sum, encoding) => sum + page.bodies[encoding].length, 0);

/** Keeps at most `maxEntries` pages and `maxBytes` bytes, dropping the least recently used first. */
export function createPageCache({
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  recheckMs = 1000,
  staleMs = 0,
  onNewVersion,
  now = Date.now,
}: PageCacheOptions = {}): PageCache {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  let known: number | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  // When this server learnt of each newer version, oldest first. An entry older than `staleMs` is forgotten (the
  // last one stays): a page older than a forgotten version was superseded more than `staleMs` ago.
  const learnt: Array<{ version: number; at: number }> = [];
  let forgottenUpTo = Number.NEGATIVE_INFINITY;
  /** When a page of `version` was superseded: the time this server learnt of the first newer version. */
  const supersededAt = (version: number) =>
    version < forgottenUpTo ? Number.NEGATIVE_INFINITY : (learnt.find((entry) => entry.version > version)?.at ?? null);
  const remove = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= pageBytes(page);
  };
  return {
    get(key, version) {
      const page = entries.get(key);
      if (!page) return null;
      if (page.version !== version) {
        remove(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, page);
      return page;
    },
    find(key, version) {
      const page = entries.get(key);
      if (!page) return null;
      if (page.version === version) {
        entries.delete(key);
        entries.set(key, page);
        return { page, fresh: true };
      }
      const since = page.version < version ? supersededAt(page.version) : null;
      if (since === null || now() - since >= staleMs) {
        remove(key);
        return null;
      }
      return { page, fresh: false };
    },
    delete(key) {
      remove(key);
    },
    staleKeys(version) {
      return [...entries].filter(([, page]) => page.version < version).map(([key]) => key);
    },
    set(key, page) {
      remove(key);
      const size = pageBytes(page);
      if (size > maxBytes) return;
      entries.set(key, page);
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    staleMs,
    observe(version, { read }) {
      const isNew = known === null || version > known;
      known = known === null ? version : Math.max(known, version);
      if (read) readAt = now();
      if (!isNew) return;
      learnt.push({ version, at: now() });
      while (learnt.length > 1 && learnt[0]!.at < now() - staleMs) forgottenUpTo = learnt.shift()!.version;
      onNewVersion?.(version);
    },
    knownVersion() {
      return known !== null && now() - readAt < recheckMs ? known : null;
    },
  };
}

/**
 * A request whose answer can be shared: a GET of a document (not a data request), without a query (product options,
 * `?draft=1`) and without the cookies that change a page (the administrator's session, a toast to show). Whether
 * the page itself is shared is its route's policy (`handle`).
 */
export function isCacheablePageRequest(request: Request, personalCookies: readonly string[]): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "" || url.pathname.endsWith(".data")) return false;
  return !hasPersonalCookie(request.headers.get("Cookie") ?? "", personalCookies);
}

/** Whether a Cookie header carries one of the named cookies. */
export function hasPersonalCookie(cookieHeader: string, personalCookies: readonly string[]): boolean {
  return personalCookies.some((name) => new RegExp(`(^|;\\s*)${name}=`).test(cookieHeader));
}

/** An answer worth keeping: a whole HTML page, 200, that sets no cookie. */
export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** The encoding to send for an Accept-Encoding header: brotli whenever accepted, then gzip, then the plain bytes. */
export function pickEncoding(acceptEncoding: string | null | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/** The smallest brotli window, in bits, that holds a body of `length` bytes (brotli allows 10 to 24). */
export function brotliWindowBits(length: number): number {
  const bits = Math.ceil(Math.log2(Math.max(1, length)));
  return Math.min(zlibConstants.BROTLI_MAX_WINDOW_BITS, Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, bits));
}
