// The `headers` of the customer's pages: private, not indexed, and no referrer to any other site (the URL holds the
// key). `same-origin` rather than `no-referrer`: under `no-referrer` the browser sends `Origin: null` with the page's
// own forms, which React Router refuses (400) as a cross-site post. A refusal (404, 429) is drawn by the site
// layout's error boundary, as any unknown page is.
/** Also set on the PDFs. */
export const PORTAL_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
} as const;

export function portalHeaders(): Record<string, string> {
  return { ...PORTAL_HEADERS };
}

/** The `<meta>` of the customer's pages: their title, not indexed, no referrer to other sites. */
export function portalMeta(title: string | undefined) {
  return [
    { title: title ?? "" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "same-origin" },
  ];
}
