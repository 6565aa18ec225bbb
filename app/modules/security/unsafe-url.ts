// A URL segment or query value with a NUL byte reached PostgreSQL (a slug, an order id) and answered 500; a broken
// percent-encoding was matched undecoded. Both are refused before any loader or action runs (issue 12 item 4).
import { findForbiddenCharacter } from "./forbidden-characters.ts";

export type UnsafeUrlReason = "malformedUrl" | "forbiddenCharacter";

/** Why this URL cannot be served, or null when its path segments and query decode to ordinary text. */
export function findUnsafeUrl(url: URL): UnsafeUrlReason | null {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "malformedUrl";
    }
    if (findForbiddenCharacter(decoded) !== -1) return "forbiddenCharacter";
  }
  for (const [name, value] of url.searchParams) {
    if (findForbiddenCharacter(name) !== -1 || findForbiddenCharacter(value) !== -1) return "forbiddenCharacter";
  }
  return null;
}
