// The importer's HTTP client: only what the policy allows (fetch-policy.ts), connected to the address that was checked.
//
// Each hop resolves the host name once, refuses it if any address is not public, then connects to that same address
// through a `lookup` that answers with it (no second DNS query, so a rebinding DNS server cannot swap it between the
// check and the connection); TLS still verifies the certificate for the host name. Redirects are followed by hand,
// each one checked again, up to a maximum. One deadline covers DNS, every hop and the body; the body is capped while
// it streams, after decompression.
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { ALIBABA_FETCH_POLICY, type FetchPolicy, type FetchPurpose } from "./fetch-policy.ts";
import { networkFailureCode } from "./network-failure.ts";
import { ImportError } from "./import-error.ts";

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to its addresses; injectable so tests can answer like a hostile DNS server would. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  purpose: FetchPurpose;
  /** Overrides the fetcher's cap for this purpose. */
  maxBytes?: number;
  /** Cancels the request (the caller's own deadline or a cancel button). */
  signal?: AbortSignal;
};

export type SafeResponse = {
  /** The URL that answered, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type SafeFetcher = {
  readonly policy: FetchPolicy;
  /**
   * GETs `url` for `purpose`. Throws ImportError URL_INVALID (first URL not allowed), REDIRECT_REFUSED,
   * TOO_MANY_REDIRECTS, ADDRESS_REFUSED, TOO_LARGE, TIMEOUT or NETWORK. Any final status is returned, not thrown.
   */
  fetch(url: string | URL, options: SafeFetchOptions): Promise<SafeResponse>;
};

export type CreateSafeFetcherOptions = {
  policy?: FetchPolicy;
  resolve?: Resolver;
  /** For the whole fetch: DNS, redirects and body. */
  timeoutMs?: number;
  maxRedirects?: number;
  maxPageBytes?: number;
  maxImageBytes?: number;
  /** Certificate authorities to trust instead of the system's: only tests set it, for their local HTTPS server. */
  ca?: string;
};

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_REDIRECTS = 5;
// Real product pages run 300 KB to 2 MB (the JSON state alone is about 300 KB).
export const DEFAULT_MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_IMAGE_BYTES = 15 * 1024 * 1024;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

// What a desktop Chrome sends: Alibaba serves its full server-rendered page (and fewer captchas) to browsers.
const BROWSER_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
  "Accept-Language": "en-US,en;q=0.9",
  "Accept-Encoding": "gzip, deflate, br",
  "sec-ch-ua": '"Not)A;Brand";v="8", "Chromium";v="138", "Google Chrome";v="138"',
  "sec-ch-ua-mobile": "?0",
  "sec-ch-ua-platform": '"Windows"',
};

const HEADERS_BY_PURPOSE: Record<FetchPurpose, Record<string, string>> = {
  page: {
    ...BROWSER_HEADERS,
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
    "Upgrade-Insecure-Requests": "1",
    "Sec-Fetch-Dest": "document",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Site": "none",
    "Sec-Fetch-User": "?1",
    // Prices follow the visitor's country unless this cookie names a currency; the business buys in USD.
    Cookie: "sc_g_cfg_f=sc_b_currency=USD",
  },
  image: {
    ...BROWSER_HEADERS,
    Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8",
    Referer: "https://www.alibaba.com/",
    "Sec-Fetch-Dest": "image",
    "Sec-Fetch-Mode": "no-cors",
    "Sec-Fetch-Site": "cross-site",
  },
};

export function createSafeFetcher(options: CreateSafeFetcherOptions = {}): SafeFetcher {
  const {
    policy = ALIBABA_FETCH_POLICY,
    resolve = systemResolver,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxRedirects = DEFAULT_MAX_REDIRECTS,
    maxPageBytes = DEFAULT_MAX_PAGE_BYTES,
    maxImageBytes = DEFAULT_MAX_IMAGE_BYTES,
    ca,
  } = options;

  async function fetchUrl(input: string | URL, { purpose, maxBytes, signal }: SafeFetchOptions): Promise<SafeResponse> {
    let url = parseUrl(input);
    if (!url || !policy.allowsUrl(url, purpose)) throw new ImportError("URL_INVALID");
    const cap = maxBytes ?? (purpose === "page" ? maxPageBytes : maxImageBytes);
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new ImportError("TIMEOUT", { seconds: timeoutMs / 1000 })),
      timeoutMs,
    );
    const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    try {
      for (let redirects = 0; ; redirects += 1) {
        const response = await requestOnce(url, purpose, combined);
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
          response.destroy();
          const next = parseUrl(location, url);
          if (!next || !policy.allowsUrl(next, purpose)) throw new ImportError("REDIRECT_REFUSED", { url: location });
          if (redirects >= maxRedirects) throw new ImportError("TOO_MANY_REDIRECTS", { count: maxRedirects });
          url = next;
          continue;
        }
        const body = await readBody(response, cap);
        return { url, status: response.statusCode ?? 0, headers: response.headers, body };
      }
    } catch (error) {
      if (deadline.signal.aborted) throw deadline.signal.reason;
      if (signal?.aborted) throw signal.reason;
      if (error instanceof ImportError) throw error;
      // The administrator reads the failure in plain words; the system's text stays in `detail` and the cause.
      throw new ImportError(networkFailureCode(error), { detail: describeNetworkError(error) }, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function requestOnce(url: URL, purpose: FetchPurpose, signal: AbortSignal): Promise<IncomingMessage> {
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    const pinned = await resolvePublicAddress(hostname, signal);
    const lookup: LookupFunction = (_host, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = url.protocol === "https:" ? https : http;
    return new Promise<IncomingMessage>((resolveResponse, reject) => {
      const request = client.request(
        {
          protocol: url.protocol,
          host: hostname,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: "GET",
          headers: HEADERS_BY_PURPOSE[purpose],
          lookup,
          // A fresh connection per hop: a pooled socket could belong to another, earlier resolution.
          agent: false,
          ...(ca ? { ca } : {}),
          signal,
        },
        resolveResponse,
      );
      request.on("error", reject);
      request.end();
    });
  }

  async function resolvePublicAddress(hostname: string, signal: AbortSignal): Promise<ResolvedAddress> {
    const literal = isIP(hostname);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: hostname, family: literal === 6 ? 6 : 4 }]
      : await abortable(resolve(hostname), signal);
    if (addresses.length === 0) throw new ImportError("DNS_FAILED", { detail: `no address for ${hostname}` });
    // One non-public answer is enough to refuse: a hostile DNS server may mix them.
    const refused = addresses.find(({ address }) => !policy.allowsAddress(address));
    if (refused) throw new ImportError("ADDRESS_REFUSED", { host: hostname, address: refused.address });
    return addresses[0]!;
  }

  return { policy, fetch: fetchUrl };
}

function parseUrl(input: string | URL, base?: URL): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const stream = decode(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      total += bytes.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(bytes);
    }
  } finally {
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

/** The body as sent by the server, decompressed; an encoding we did not ask for is an error. */
function decode(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: zlib.createGunzip,
    "x-gzip": zlib.createGunzip,
    deflate: zlib.createInflate,
    br: zlib.createBrotliDecompress,
  };
  if (encoding === "identity" || encoding === "") return response;
  const create = decoders[encoding];
  if (!create) throw new ImportError("NETWORK", { detail: `unexpected content encoding ${encoding}` });
  const decoder = create();
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

function tooLarge(maxBytes: number): ImportError {
  return new ImportError("TOO_LARGE", { limit: maxBytes, megabytes: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolvePromise, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolvePromise(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const code = "code" in error && typeof error.code === "string" ? error.code : null;
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
