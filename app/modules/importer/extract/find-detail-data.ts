// The page's JSON state, `window.detailData = {...};`, read without running the page's scripts (NOTES.md §5).

const MARKER = "window.detailData";

/**
 * The parsed object assigned to `window.detailData`, or null when the page has none (or it is not valid JSON).
 * The object is cut out with a brace counter that skips strings, so braces inside text do not end it early.
 */
export function findDetailData(html: string): Record<string, unknown> | null {
  for (let at = html.indexOf(MARKER); at !== -1; at = html.indexOf(MARKER, at + MARKER.length)) {
    let start = at + MARKER.length;
    while (/\s/.test(html[start] ?? "")) start += 1;
    if (html[start] !== "=" || html[start + 1] === "=") continue;
    start += 1;
    while (/\s/.test(html[start] ?? "")) start += 1;
    if (html[start] !== "{") continue;
    const end = findObjectEnd(html, start);
    if (end === -1) continue;
    try {
      const value: unknown = JSON.parse(html.slice(start, end + 1));
      if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Not strict JSON: try the next assignment, if any.
    }
  }
  return null;
}

/** Index of the `}` closing the object that opens at `start`, or -1. */
function findObjectEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === "\\") index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "{" || char === "[") {
      depth += 1;
    } else if (char === "}" || char === "]") {
      depth -= 1;
      if (depth === 0) return index;
    } else if (char === "<" && text.startsWith("</script", index)) {
      return -1;
    }
  }
  return -1;
}
