// Specs from the HTML: the "Quick Details" / "Key attributes" list only (contract), never Supply Ability, Packaging &
// Delivery, lead time or price.
import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { collapseWhitespace } from "./normalize-text.ts";

type Entry = { label: string | null; value: string | null };

const LIST_HEADING = /^(quick details|key attributes)$/i;
// A heading that starts another section ends the list; a sub-heading such as "Industry-specific attributes" does not.
const SECTION_HEADINGS = "h1, h2, h3";
const OTHER_SECTION = /^(supply ability|packaging|lead time|price|product description|company)/i;
const EXCLUDED_LABEL = /^(supply ability|packaging (details|&|and)|lead time|(fob |unit |reference )?price)/i;
const BLOCKS = "div, dl, table, ul, ol, li, tr, p, section";

export function readDomSpecs($: CheerioAPI): Entry[] {
  // The old layout marks its Quick Details rows: `.do-entry-separate dl.do-entry-item` (NOTES.md §2).
  const marked = $(".do-entry-separate dl.do-entry-item").toArray();
  const entries = marked.length ? marked.flatMap((dl) => definitionPairs($, dl)) : listAfterHeading($);
  return entries.filter((entry) => !EXCLUDED_LABEL.test(entry.label ?? ""));
}

/** The rows that follow a "Quick Details" / "Key attributes" heading, up to the next section. */
function listAfterHeading($: CheerioAPI): Entry[] {
  const headings = $("h1, h2, h3, h4, h5, div, span, dt, p")
    .filter(
      (_, element) => $(element).children().length === 0 && LIST_HEADING.test(collapseWhitespace($(element).text())),
    )
    .toArray();
  for (const heading of headings) {
    // The rows are siblings of the heading, or of its parent when the heading sits in a wrapper of its own.
    for (let start: Element | null = heading, level = 0; start && level < 3; start = parentElement(start), level += 1) {
      const entries: Entry[] = [];
      for (let node = start.nextSibling; node; node = node.nextSibling) {
        if (!isElement(node)) continue;
        const text = collapseWhitespace($(node).text());
        if ($(node).is(SECTION_HEADINGS) || (isHeadingLike($, node) && OTHER_SECTION.test(text))) break;
        entries.push(...pairsWithin($, node));
      }
      if (entries.length) return entries;
    }
  }
  return [];
}

/** label/value pairs in a table (th/td or td/td rows), definition lists, or two-cell grid rows. */
function pairsWithin($: CheerioAPI, root: Element): Entry[] {
  const $root = $(root);
  const rows = $root.is("tr") ? $root : $root.find("tr");
  if (rows.length) {
    return rows.toArray().flatMap((row) => {
      const cells = $(row).children("th, td").toArray();
      return cells.length === 2 ? [{ label: textOf($, cells[0]!), value: textOf($, cells[1]!) }] : [];
    });
  }
  const lists = $root.is("dl") ? $root : $root.find("dl");
  if (lists.length) return lists.toArray().flatMap((dl) => definitionPairs($, dl));
  const candidates = [root, ...$root.find("div").toArray()];
  return candidates
    .filter((element) => {
      const children = $(element).children().toArray();
      return children.length === 2 && children.every((child) => $(child).find(BLOCKS).length === 0);
    })
    .map((element) => {
      const [label, value] = $(element).children().toArray();
      return { label: textOf($, label!), value: textOf($, value!) };
    });
}

function definitionPairs($: CheerioAPI, dl: Element): Entry[] {
  const terms = $(dl).children("dt").toArray();
  const values = $(dl).children("dd").toArray();
  return terms.map((term, index) => ({
    label: textOf($, term),
    value: values[index] ? textOf($, values[index]) : null,
  }));
}

function textOf($: CheerioAPI, element: Element): string | null {
  return collapseWhitespace($(element).text()) || null;
}

function isHeadingLike($: CheerioAPI, element: Element): boolean {
  return $(element).is("h4, h5, h6") || /title|heading/i.test($(element).attr("class") ?? "");
}

function isElement(node: AnyNode): node is Element {
  return node.type === "tag";
}

function parentElement(element: Element): Element | null {
  const parent = element.parent;
  return parent && isElement(parent) ? parent : null;
}
