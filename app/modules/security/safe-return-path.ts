// Where a form may send the visitor back to. Browsers drop tabs and line breaks from a URL and read "\" as "/",
// so "/\t/evil.example/x" is "//evil.example/x", another site: the value is resolved as a browser would, then kept
// only when it stays on this site.
const BASE = "https://same-site.invalid";

/**
 * `value` as a path of this site (path, query and hash, as resolved), or `fallback` when it is not a string, is not
 * a rooted path, or resolves to another origin.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
