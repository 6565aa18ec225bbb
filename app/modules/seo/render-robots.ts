import { SUPPORTED_LOCALES, localePath } from "../i18n/locales.ts";

/** Pages with no value in search results: the back office, sign-in, checkout and payment steps, provider pages. */
const PRIVATE_PATHS = ["/admin", "/login", "/auth", "/logout", "/webhooks/", "/payments/", "/sandbox-pay/"];
/** Localised pages that only make sense inside a purchase. */
const PRIVATE_SITE_PATHS = ["/checkout", "/thank-you", "/payment/"];

/** robots.txt: everything public is allowed, the back office and purchase steps are not; links the sitemap. */
export function renderRobots(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  const disallowed = [
    ...PRIVATE_PATHS,
    ...SUPPORTED_LOCALES.flatMap((locale) => PRIVATE_SITE_PATHS.map((path) => localePath(locale, path))),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
