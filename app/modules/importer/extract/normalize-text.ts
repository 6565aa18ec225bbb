// Text normalisation of the contract: entities decoded (also inside JSON strings), every run of whitespace (NBSP
// included) one ASCII space, trimmed; non-ASCII kept.
import { decodeHTMLStrict } from "entities";

/**
 * For strings from JSON (state, JSON-LD), which may still hold HTML entities; numbers become text, anything else null.
 * Only entities ending in ";" are decoded: "S&P" or "&notes" in a title stay as written.
 */
export function normalizeJsonText(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  return collapseWhitespace(decodeHTMLStrict(value));
}

/** For text and attributes read from the DOM, whose entities the HTML parser already decoded. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** Plain text with one block per line: each line normalised, empty lines dropped; null when nothing is left. */
export function joinLines(lines: Iterable<string | null>): string | null {
  const kept = [...lines].filter((line): line is string => !!line);
  return kept.length ? kept.join("\n") : null;
}

/** 2000, "2,000", "18.00" → a number; anything else → null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const cleaned = value.replace(/[,\s]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
