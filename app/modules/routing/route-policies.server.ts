import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";
import { DEFAULT_PAGE_POLICY, type PagePolicy, pagePolicy } from "./page-policy.ts";

export type RoutePolicies = {
  /** The policy of the page at `pathname`, from the handles of the routes it matches. */
  forPath(pathname: string): PagePolicy;
};

type Manifest = ServerBuild["routes"];

/** Paths whose policy is remembered; past it the memory starts again (a crawl of every product stays bounded). */
const MAX_REMEMBERED = 2000;
const MAX_REMEMBERED_LENGTH = 300;

/**
 * Reads the route policies from the server build's routes (the modules' `handle` exports), matched as React Router
 * matches them. Built once at start; a lookup is a match on the route tree (React Router ranks every route again on
 * each match: about 0.3 ms), remembered per path since a page asks more than once.
 */
export function createRoutePolicies(manifest: Manifest): RoutePolicies {
  const tree = routeTree(manifest, undefined);
  const remembered = new Map<string, PagePolicy>();
  const match = (pathname: string): PagePolicy => {
    const matches = matchRoutes(tree, pathname) ?? [];
    // "/xyz" matches the optional language segment, but only /en and /zh are languages: the site layout answers
    // any other prefix with its 404 (routes/site/layout.tsx), a page nobody describes.
    const lang = matches[0]?.params.lang;
    if (lang !== undefined && (lang === DEFAULT_LOCALE || !isLocale(lang))) return DEFAULT_PAGE_POLICY;
    return pagePolicy(matches.map((match) => match.route.handle));
  };
  return {
    forPath(pathname) {
      const known = remembered.get(pathname);
      if (known) return known;
      const policy = match(pathname);
      if (pathname.length > MAX_REMEMBERED_LENGTH) return policy;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(pathname, policy);
      return policy;
    },
  };
}

function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      const base = {
        id: route!.id,
        path: route!.path,
        caseSensitive: route!.caseSensitive,
        handle: route!.module.handle,
      };
      return route!.index ? { ...base, index: true } : { ...base, children };
    });
}
