import { splitLocale } from "./locales.ts";

/** Catalogs every page needs: the header, footer, error pages and toasts. */
const CHROME = ["common"];

/**
 * Which catalogs a page sends the browser, by its path (language prefix removed). A public page carries only the
 * namespaces its own screens use, so its HTML stays small on slow links; sign-in and the back office get every
 * catalog but the emails'. A page that reads a namespace left out here shows the raw key and, in the browser, logs
 * an error that fails the browser tests (createI18n).
 */
const PUBLIC_PAGES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/$/, ["home", "forms"]],
  [/^\/shop\/product\//, ["product", "forms", "payment"]],
  [/^\/shop(\/|$)/, ["shop"]],
  [/^\/devis\/?$/, ["devis", "forms"]],
  [/^\/cgv\/?$/, ["cgv"]],
  [/^\/quill-test\/?$/, ["editor", "forms"]],
  [/^\/(checkout|thank-you|payment|sandbox-pay)(\/|$)/, ["payment", "forms"]],
  [/^\/espace\//, ["portal", "tracking"]],
];

const SERVER_ONLY = ["mail"];
const BACK_OFFICE = /^\/(admin|login|auth|logout)(\/|$)/;

/** The namespaces a page sends, or null for every namespace except the emails'. */
export function pageNamespaces(pathname: string): readonly string[] | null {
  if (BACK_OFFICE.test(pathname)) return null;
  const { path } = splitLocale(pathname);
  const match = PUBLIC_PAGES.find(([pattern]) => pattern.test(path));
  return [...CHROME, ...(match?.[1] ?? [])];
}

/** Namespaces that never reach the browser. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = SERVER_ONLY;

/** A stable name for a page's set, to tell whether a navigation changes it. */
export function pageNamespacesKey(pathname: string): string {
  return pageNamespaces(pathname)?.join(",") ?? "*";
}
