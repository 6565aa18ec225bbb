// The `headers` of the customer's pages: private, not indexed, no referrer (the URL holds the key). A refusal (404,
// 429) is drawn by the site layout's error boundary, as any unknown page is.
/** Also set on the PDFs. */
export const PORTAL_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export function portalHeaders(): Record<string, string> {
  return { ...PORTAL_HEADERS };
}

/** The `<meta>` of the customer's pages: their title, not indexed, no referrer. */
export function portalMeta(title: string | undefined) {
  return [
    { title: title ?? "" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
