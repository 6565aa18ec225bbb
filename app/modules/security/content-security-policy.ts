// The Content-Security-Policy of every answer (pure; used by the HTTP server and by the app's documents).

export type CspOptions = {
  /** Vite's dev server needs eval and its websocket. */
  isDev: boolean;
  /** Hosts a form may lead to, such as the payment provider's hosted page. */
  formTargets: readonly string[];
};

/**
 * The policy, with the sources allowed to run inline scripts: the response's nonce (`'nonce-…'`) for a page rendered
 * for one request, or the hashes of its scripts (`'sha256-…'`) for a page shared by every visitor (page cache).
 * Scripts from the site itself are allowed either way; nothing else inline, nothing from another host.
 */
export function buildContentSecurityPolicy(
  inlineScriptSources: readonly string[],
  { isDev, formTargets }: CspOptions,
): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptSources, ...(isDev ? ["'unsafe-eval'"] : [])].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${isDev ? "'self' ws: wss:" : "'self'"}`,
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
