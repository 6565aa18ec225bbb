// A link shared on Facebook, sent in a newsletter or paid for in an ad comes with tracking parameters (`fbclid`,
// `utm_source`, `gclid`…) that the site never reads: no page depends on them, and the site has no analytics. Left in,
// they would keep every such visit out of the page cache (a page with a query string is rendered for its request),
// so a campaign's visitors would each cost a full render. The HTTP server takes them out of a GET's URL before
// anything reads it (server/index.ts); the browser's address bar keeps them.

/** Parameters set by ad networks and mailers, beside every `utm_…` (Google Analytics' campaign parameters). */
const TRACKING_NAMES: ReadonlySet<string> = new Set([
  "fbclid", // Facebook, Instagram
  "igshid", // Instagram shares
  "gclid", // Google Ads
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid", // Google Display
  "srsltid", // Google Shopping results
  "msclkid", // Microsoft Ads
  "twclid", // X (Twitter)
  "ttclid", // TikTok
  "li_fat_id", // LinkedIn
  "mc_cid", // Mailchimp
  "mc_eid",
  "_hsenc", // HubSpot
  "_hsmi",
  "mkt_tok", // Marketo
  "yclid", // Yandex
  "_gl", // Google's cross-site linker
]);

/** Whether a query parameter's name is a tracking one (compared without case: `UTM_Source` is one too). */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_NAMES.has(lower);
}

/**
 * A request target (path and query, as in the HTTP request line) without its tracking parameters. The other
 * parameters keep their order and their exact spelling; a query left empty goes with its `?`.
 */
export function withoutTrackingParameters(target: string): string {
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return target;
  const pieces = target.slice(queryStart + 1).split("&");
  const kept = pieces.filter((piece) => !isTrackingParameter(parameterName(piece)));
  if (kept.length === pieces.length) return target;
  const path = target.slice(0, queryStart);
  const query = kept.filter((piece) => piece !== "").join("&");
  return query === "" ? path : `${path}?${query}`;
}

/** The decoded name of one `name=value` piece of a query (`+` is a space, as in a form). */
function parameterName(piece: string): string {
  const equals = piece.indexOf("=");
  const raw = (equals === -1 ? piece : piece.slice(0, equals)).replaceAll("+", " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
