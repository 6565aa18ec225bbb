// Plain-text part of an email, derived from its HTML (render-mail.server.tsx) by the html-to-text package: blocks
// become lines, links "label (url)" (the url alone when it is the label), list items "- item", table cells side by
// side, and any element marked `data-text-skip` (preheader, decorative parts) is left out.
import { convert, type HtmlToTextOptions } from "html-to-text";

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: "[data-text-skip]", format: "skip" },
    { selector: "img", format: "skip" },
    { selector: "a", options: { linkBrackets: ["(", ")"], hideLinkHrefIfSameAsText: true } },
    { selector: "ul", options: { itemPrefix: "- " } },
    { selector: "hr", options: { length: 40 } },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "table", format: "block" },
    { selector: "tr", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "th", format: "cell" },
    { selector: "td", format: "cell" },
  ],
  formatters: {
    // A key/value table of a mail reads "Nom Marie" on its line, without column padding.
    cell(element, walk, builder) {
      walk(element.children, builder);
      builder.addInline(" ");
    },
  },
};

/** The text part of a mail; non-breaking spaces become plain ones, as mail clients wrap text lines themselves. */
export function htmlToText(html: string): string {
  return convert(html, OPTIONS)
    .replace(/\u00a0/g, " ")
    .trim();
}
