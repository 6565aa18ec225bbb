// Photo URLs to the contract: absolute https, the full-size file (the CDN's resize suffix removed), each once.

const WEBP_TAIL = /_\.webp$/i;
// `.jpg_350x350.jpg`, `.png_120x120.png`, `.jpg_720x720q50.jpg`: a resized copy named after the original file.
const RESIZE_TAIL = /_\d+x\d+(?:q\d+)?\.(?:jpe?g|png|webp|gif)$/i;
// Site chrome (badges, flags, logos of the page itself) is served as `…-2-tps-48-48.png`.
const CHROME_IMAGE = /-tps-\d+-\d+\.\w+$/i;

/**
 * `//host/x.jpg_50x50.jpg` → `https://host/x.jpg`. Relative URLs resolve against the page; http is upgraded.
 * Returns null for anything that is not a web image URL (`data:`, `javascript:`, empty, site chrome).
 */
export function normalizeImageUrl(raw: string | null | undefined, pageUrl: string): string | null {
  const value = raw?.trim();
  if (!value || /^data:/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value.startsWith("//") ? `https:${value}` : value, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.protocol = "https:";
  url.hash = "";
  let path = url.pathname;
  for (let previous = ""; previous !== path;) {
    previous = path;
    path = path.replace(WEBP_TAIL, "").replace(RESIZE_TAIL, "");
  }
  if (CHROME_IMAGE.test(path)) return null;
  url.pathname = path;
  return url.href;
}

/** Normalises every URL and keeps the first of each, in order. */
export function uniqueImageUrls(raws: Iterable<string | null | undefined>, pageUrl: string): string[] {
  const seen = new Set<string>();
  for (const raw of raws) {
    const url = normalizeImageUrl(raw, pageUrl);
    if (url) seen.add(url);
  }
  return [...seen];
}
