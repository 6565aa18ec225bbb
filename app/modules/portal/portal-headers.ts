// The `headers` of the customer's pages: private, not indexed, no referrer (the URL holds the key), and a refusal's
// Retry-After.
/** Also set on the PDFs. */
export const PORTAL_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export function portalHeaders({ errorHeaders }: { errorHeaders?: Headers }): Record<string, string> {
  const retryAfter = errorHeaders?.get("Retry-After");
  return { ...PORTAL_HEADERS, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

/** The `<meta>` of the customer's pages: their title, not indexed, no referrer. */
export function portalMeta(title: string | undefined) {
  return [
    { title: title ?? "" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
