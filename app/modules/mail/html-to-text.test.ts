import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text.ts";

describe("htmlToText", () => {
  it("turns paragraphs and line breaks into lines", () => {
    expect(htmlToText("<p>Bonjour Marie,</p><p>Merci pour votre demande.<br/>À bientôt</p>")).toBe(
      "Bonjour Marie,\n\nMerci pour votre demande.\nÀ bientôt",
    );
  });

  it("keeps links as label (url), and a bare url once", () => {
    expect(htmlToText('<p>Voir <a href="https://x.example/a?b=1&amp;c=2">la demande</a>.</p>')).toBe(
      "Voir la demande (https://x.example/a?b=1&c=2).",
    );
    expect(htmlToText('<p><a href="https://x.example">https://x.example</a></p>')).toBe("https://x.example");
    expect(htmlToText('<a href="mailto:a@b.example">a@b.example</a>')).toBe("a@b.example");
    expect(htmlToText('<a href="https://x.example"></a>')).toBe("https://x.example");
  });

  it("leaves out head, style and elements marked data-text-skip", () => {
    const html =
      '<html><head><title>T</title><style>p{color:red}</style></head><body><div data-text-skip="">hidden <b>preview</b></div><p>Shown</p></body></html>';
    expect(htmlToText(html)).toBe("Shown");
  });

  it("lays out lists, tables and rules", () => {
    const html =
      "<ul><li>One</li><li>Two</li></ul><table><tbody><tr><th>Nom</th><td>Marie</td></tr><tr><th>Tél.</th><td>87 00</td></tr></tbody></table><hr/><p>Fin</p>";
    expect(htmlToText(html)).toBe(
      "- One\n- Two\n\nNom Marie\nTél. 87 00\n\n----------------------------------------\n\nFin",
    );
  });

  it("collapses whitespace and decodes entities", () => {
    expect(htmlToText("<p>  a \n\t b &lt;c&gt; &#39;d&#39; &#x4E2D;&nbsp;e  </p>")).toBe("a b <c> 'd' 中 e");
    expect(htmlToText("<p>&amp;amp; 1&nbsp;000 &euro;</p>")).toBe("&amp; 1 000 €");
  });
});
