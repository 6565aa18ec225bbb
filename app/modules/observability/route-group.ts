// The route group a request is counted under in /metrics: a handful of fixed names, so a visitor's paths (product
// slugs, ids, probes for /wp-admin) never become label values and the series stay few.
export const ROUTE_GROUPS = [
  "health",
  "assets",
  "uploads",
  "admin",
  "webhooks",
  "payments",
  "portal",
  "auth",
  "resources",
  "pages",
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const RULES: Array<[RegExp, RouteGroup]> = [
  [/^\/(healthz|readyz)$/, "health"],
  [/^\/(assets\/|favicon\.)/, "assets"],
  [/^\/uploads\//, "uploads"],
  [/^\/admin(\/|$)/, "admin"],
  [/^\/webhooks\//, "webhooks"],
  [/^\/(payments\/|sandbox-pay\/|([a-z]{2}\/)?payment\/)/, "payments"],
  [/^\/([a-z]{2}\/)?espace\//, "portal"],
  [/^\/(login|logout|auth)(\/|$)/, "auth"],
  [/^\/(sitemaps?\b|robots\.txt$)/, "resources"],
];

/** The group of a request's path (without its query). */
export function routeGroup(pathname: string): RouteGroup {
  for (const [pattern, group] of RULES) if (pattern.test(pathname)) return group;
  return "pages";
}
