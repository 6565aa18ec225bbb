// The public pages are valid HTML (issue 11 item 7): html-validate's recommended rules on the HTML the built server
// sends, except the ways React itself writes attributes and void elements, which browsers read the same.
import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React's spelling: charSet, srcSet, hrefLang…; <meta/>; required="" and hidden="".
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's useId() gives ids such as "_R_1tjb5_": valid HTML5 ids, refused only by the rule's strict mode.
    "valid-id": ["error", { relaxed: true }],
    // A group of checkboxes shares one name, as radio buttons do: the form sends every checked value.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // The rule counts a title's characters before decoding its references (React writes l'usine as l&#x27;usine,
    // 6 characters for 1): the room for the home page's two apostrophes. The decoded length, 70 at most, is checked
    // on every page's title by tests/integration/seo/page-titles.test.ts.
    "long-title": ["error", { maxlength: 80 }],
  },
});

const PAGES = [
  "/",
  "/shop",
  "/shop/tiny",
  "/shop/product/kit-structure-tiny-house-70-m2",
  "/cgv",
  "/devis",
  "/nope",
  "/en",
  "/en/shop/product/mini-pelle-import-groupe",
];

function describeMessage(html: string, message: Message): string {
  return `${message.ruleId}: ${message.message} at ${message.selector ?? "?"} near ${html.slice(Math.max(0, message.offset - 60), message.offset + 80)}`;
}

describe("HTML validity of the public pages", () => {
  const { baseUrl } = useBrowser();

  it.each(PAGES)("%s passes html-validate's recommended rules", async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(path === "/nope" ? 404 : 200);
    const html = await response.text();
    const report = await validator.validateString(html);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => describeMessage(html, message)),
    );
    expect(problems).toEqual([]);
  });
});
