// What the importer's fetcher may request: which URLs (scheme, host, port) for a page or a photo, and which resolved
// addresses it may connect to. Production uses ALIBABA_FETCH_POLICY; only tests build a relaxed one, passed in code
// (there is deliberately no environment variable that could loosen it on a server).
import { isPublicAddress } from "./public-address.ts";

/** A product page, or one of its photos. */
export type FetchPurpose = "page" | "image";

export type FetchPolicy = {
  /** Checked for the first URL and again for every redirect. */
  allowsUrl(url: URL, purpose: FetchPurpose): boolean;
  /** Checked for every address a host name resolves to, and for an address written in the URL. */
  allowsAddress(address: string): boolean;
};

/** Pages: alibaba.com and its subdomains (www., language mirrors, m.). */
export const PAGE_DOMAINS = ["alibaba.com"] as const;
/** Photos: the CDN hosts of the contract (sc01/sc02/sc04.alicdn.com, s.alicdn.com …) and Alibaba itself. */
export const IMAGE_DOMAINS = ["alicdn.com", "alibaba.com"] as const;

export function isHostInDomains(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export const ALIBABA_FETCH_POLICY: FetchPolicy = {
  allowsUrl(url, purpose) {
    // https on its default port only, and no user name or password in the URL.
    if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
    return isHostInDomains(url.hostname, purpose === "page" ? PAGE_DOMAINS : IMAGE_DOMAINS);
  },
  allowsAddress: isPublicAddress,
};
