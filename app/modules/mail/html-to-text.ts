// Plain-text part of an email, derived from its HTML (render-mail.server.tsx). Meant for the well-formed markup
// React renders: blocks become lines, links become "label (url)", table cells are separated by spaces, and any
// element marked `data-text-skip` (preheader, decorative parts) is left out.

const SKIPPED_TAGS = new Set(["head", "style", "script", "title", "template"]);
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "blockquote",
  "div",
  "footer",
  "header",
  "main",
  "ol",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);
const PARAGRAPH_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "table"]);
const VOID_TAGS = new Set(["br", "hr", "img", "meta", "link", "input", "col", "wbr", "area", "base", "source"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  euro: "€",
  copy: "©",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
}

type OpenLink = { href: string; start: number };

export function htmlToText(html: string): string {
  let out = "";
  let skipDepth = 0;
  const stack: Array<{ tag: string; skip: boolean; link?: OpenLink }> = [];
  let preDepth = 0;

  const newline = (count: 1 | 2) => {
    const trailing = /\n*$/.exec(out)?.[0].length ?? 0;
    if (out.length === 0) return;
    out += "\n".repeat(Math.max(0, count - trailing));
  };

  const tokens = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<!doctype[^>]*>/gi, "");
  const pattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(\/?)>|([^<]+)/g;
  for (const match of tokens.matchAll(pattern)) {
    const [, closing, rawTag, attributes = "", selfClosing, text] = match;
    if (text !== undefined) {
      if (skipDepth > 0) continue;
      const decoded = decodeEntities(preDepth > 0 ? text : text.replace(/\s+/g, " "));
      // No space at the start of a line.
      out += /(^|\n)$/.test(out) && preDepth === 0 ? decoded.replace(/^ /, "") : decoded;
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (!closing) {
      const isVoid = VOID_TAGS.has(tag) || selfClosing === "/";
      const skip = SKIPPED_TAGS.has(tag) || attribute(attributes, "data-text-skip") !== undefined;
      if (skipDepth > 0 || skip) {
        if (!isVoid) {
          stack.push({ tag, skip: true });
          skipDepth += 1;
        }
        continue;
      }
      if (tag === "br") out += "\n";
      else if (tag === "hr") {
        newline(1);
        out += "----------------------------------------";
        newline(1);
      } else if (tag === "img") {
        const alt = attribute(attributes, "alt");
        if (alt) out += alt;
      } else if (tag === "li") {
        newline(1);
        out += "- ";
      } else if (tag === "pre") {
        newline(2);
        preDepth += 1;
      } else if (PARAGRAPH_TAGS.has(tag)) newline(2);
      else if (BLOCK_TAGS.has(tag)) newline(1);
      if (isVoid) continue;
      const href = tag === "a" ? attribute(attributes, "href") : undefined;
      stack.push({ tag, skip: false, link: href ? { href, start: out.length } : undefined });
      continue;
    }
    // Closing tag: pop to the matching element (tolerates a missing close tag).
    const index = stack.findLastIndex((entry) => entry.tag === tag);
    if (index === -1) continue;
    const closed = stack.splice(index);
    for (const entry of closed.reverse()) {
      if (entry.skip) {
        skipDepth -= 1;
        continue;
      }
      if (entry.link) {
        const label = out.slice(entry.link.start).trim();
        const href = entry.link.href;
        const bare = href.replace(/^mailto:|^tel:/i, "");
        if (label === "") out += href;
        else if (label !== href && label !== bare) out += ` (${href})`;
      } else if (entry.tag === "pre") {
        preDepth -= 1;
        newline(2);
      } else if (entry.tag === "td" || entry.tag === "th") {
        if (!/[\s]$/.test(out)) out += " ";
      } else if (PARAGRAPH_TAGS.has(entry.tag)) newline(2);
      else if (BLOCK_TAGS.has(entry.tag) || entry.tag === "li") newline(1);
    }
  }
  return out
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/g, "").replace(/^[ \t]+/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
