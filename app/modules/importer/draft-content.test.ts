import { describe, expect, it } from "vitest";
import { descriptionToHtml, formatLeadTime } from "./draft-content.ts";
import { getImporterT } from "./importer-text.server.ts";

describe("descriptionToHtml", () => {
  it("makes one escaped paragraph per line", () => {
    expect(descriptionToHtml("First line\n\n  <script>alert(1)</script> & co  \nLast")).toBe(
      "<p>First line</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p><p>Last</p>",
    );
    expect(descriptionToHtml(null)).toBe("");
  });
});

describe("formatLeadTime", () => {
  it("writes each tier in French, open-ended and negotiable ones included", () => {
    const t = getImporterT();
    expect(
      formatLeadTime(
        [
          { minQty: 1, maxQty: 1, days: 1 },
          { minQty: 2, maxQty: 2000, days: 20 },
          { minQty: 2001, maxQty: null, days: null },
        ],
        t,
      ),
    ).toBe("1-1 : 1 jour ; 2-2000 : 20 jours ; 2001 et plus : à négocier");
    expect(formatLeadTime(null, t)).toBeNull();
    expect(formatLeadTime([], t)).toBeNull();
  });
});
