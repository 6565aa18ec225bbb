import { createHash } from "node:crypto";

/** A page as every anonymous visitor gets it: the same bytes, its scripts allowed by their hashes. */
export type SharedPage = {
  body: string;
  /** CSP sources for the page's inline scripts: `'sha256-…'`, one per distinct script. */
  scriptHashes: string[];
  /**
   * The body's validator. Weak (`W/"…"`): the same page is sent as brotli, gzip or plain bytes by the compression
   * layer, equivalent representations that a strong validator would have to tell apart.
   */
  etag: string;
};

const sha256 = (text: string, encoding: "base64" | "base64url") =>
  createHash("sha256").update(text, "utf8").digest(encoding);

/**
 * Turns a page rendered for one request into one that can be shared (page cache, browsers, a CDN): the request's
 * nonce attributes are taken out, and the policy will name each inline script by its hash instead, so the bytes
 * no longer depend on the request and an ETag can stand for them.
 */
export function toSharedPage(html: string, nonce: string): SharedPage {
  const body = html.replaceAll(` nonce="${nonce}"`, "");
  // A script's text is what the browser hashes: the raw characters between its tags.
  const scripts = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const scriptHashes = [...new Set(scripts.map((script) => `'sha256-${sha256(script, "base64")}'`))];
  return { body, scriptHashes, etag: `W/"${sha256(body, "base64url").slice(0, 32)}"` };
}

/** Whether the request's If-None-Match names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => opaque(candidate) === opaque(etag));
}
