import type { PagePolicy } from "../routing/page-policy.ts";

/** Catalogs every page needs: the header, footer, error pages and toasts. */
const CHROME = ["common"];

const SERVER_ONLY = ["mail"];

/**
 * Which catalogs a page sends the browser, from its route's policy (`handle`, app/modules/routing/page-policy.ts). A
 * public page carries only the namespaces its own screens use, so its HTML stays small on slow links; sign-in and the
 * back office get every catalog but the emails'. A page that reads a namespace left out of its handle shows the raw
 * key and, in the browser, logs an error that fails the browser tests (createI18n).
 * Returns null for every namespace except the emails'.
 */
export function pageNamespaces(policy: PagePolicy): readonly string[] | null {
  if (policy.namespaces === "all") return null;
  return [...CHROME, ...policy.namespaces];
}

/** Namespaces that never reach the browser. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = SERVER_ONLY;
