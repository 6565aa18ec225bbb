// What a route says about its pages, in its own `handle` (issue 13 item 3): served with or without React, the catalogs
// it sends the browser, whether every anonymous visitor gets the same copy (page cache), whether it belongs to the
// back office. The server reads it from the matched routes (route-policies.server.ts); nothing else lists paths.

/** Scripts of their own that some pages served without React add to the shared one (static-page-script.server.ts). */
export type PageScriptName = "product-sheet";

export type PagePolicy = {
  /** The back office (and its sign-in pages) or the public site. */
  area: "site" | "back-office";
  /** "shared": the same page for every anonymous visitor, kept by the page cache and a CDN; "none": per request. */
  cache: "shared" | "none";
  /** false: rendered without React Router's scripts, with one small inline script instead (decision 006). */
  react: boolean;
  /** A script of the page's own, written inline after the shared one (decision 007). */
  script?: PageScriptName;
  /** The catalogs the page sends besides the chrome's; "all" for every catalog but the emails'. */
  namespaces: readonly string[] | "all";
};

/** The `handle` a route exports (it may carry other keys: breadcrumbs of the back office). */
export type PagePolicyHandle = { page: PagePolicy };

type PublicPageOptions = {
  cache?: PagePolicy["cache"];
  react?: boolean;
  script?: PageScriptName;
  namespaces?: readonly string[];
};

/** A public page: `export const handle = publicPage({ cache: "shared", react: false, namespaces: ["shop"] })`. */
export function publicPage({
  cache = "none",
  react = true,
  script,
  namespaces = [],
}: PublicPageOptions = {}): PagePolicyHandle {
  return { page: { area: "site", cache, react, namespaces, ...(script ? { script } : {}) } };
}

/** A page of the back office or its sign-in: hydrated, every catalog, never shared. */
export function backOfficePage(): PagePolicyHandle {
  return { page: { area: "back-office", cache: "none", react: true, namespaces: "all" } };
}

/** A page whose routes declare nothing (the site's 404, a page refused before matching): the chrome only. */
export const DEFAULT_PAGE_POLICY: PagePolicy = publicPage().page;

const policyOf = (handle: unknown): PagePolicy | undefined =>
  handle && typeof handle === "object" && "page" in handle ? (handle as PagePolicyHandle).page : undefined;

/** The policy of a page from its matched routes' handles, root first: the deepest route that declares one decides. */
export function pagePolicy(handles: readonly unknown[]): PagePolicy {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const policy = policyOf(handles[index]);
    if (policy) return policy;
  }
  return DEFAULT_PAGE_POLICY;
}
