import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./clean-pasted-html.ts";

describe("cleanPastedHtml", () => {
  it("drops word-processor noise and keeps the structure", () => {
    const pasted =
      '<!--[if gte mso 9]><xml>x</xml><![endif]--><style>p{color:red}</style><p class="MsoNormal" style="margin:0">' +
      '<b>Gras</b> <span lang="FR">texte</span><o:p></o:p></p><ul><li style="x">un</li></ul>';
    expect(cleanPastedHtml(pasted)).toBe("<p><b>Gras</b> <span>texte</span></p><ul><li>un</li></ul>");
  });

  it("takes out scripts, handlers and script addresses", () => {
    const pasted =
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a>' +
      '<img src="data:image/png;base64,AA" onerror="alert(4)"><iframe src="https://evil.example"></iframe>';
    const cleaned = cleanPastedHtml(pasted);
    expect(cleaned).not.toMatch(/alert|javascript:|data:|iframe|onerror|onclick/i);
    expect(cleaned).toContain("<p>a</p>");
  });
});
