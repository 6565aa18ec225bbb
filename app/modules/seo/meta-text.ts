// `meta` functions run outside React, so they cannot call `useTranslation`; they read the catalog the root
// loader sent for the page's language instead.

type RootMatch = { loaderData?: unknown } | undefined;

/**
 * The text of `namespace:dotted.key` from the root loader's catalogs, with {{name}} placeholders filled in.
 * Returns the key itself when missing, like the rest of the site (storefront §4).
 */
export function getMetaText(
  matches: readonly RootMatch[],
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, path] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  const resources = (matches[0]?.loaderData as { resources?: Record<string, unknown> } | undefined)?.resources;
  let node: unknown = resources?.[namespace];
  for (const part of path.split("."))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== "string") return path;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
