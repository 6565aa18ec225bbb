import { describe, expect, it } from "vitest";
import { csvCell, csvDate, csvLine, csvResponse, csvText, inBatches } from "./csv.server.ts";

describe("csv cells", () => {
  it("quote separators, quotes and line breaks", () => {
    expect(csvCell('Kit "solaire"; 36 panneaux')).toBe('"Kit ""solaire""; 36 panneaux"');
    expect(csvCell("deux\nlignes")).toBe('"deux\nlignes"');
    expect(csvCell("simple")).toBe("simple");
  });

  it("never let a visitor's text become a formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+33 6")).toBe("'+33 6");
    expect(csvCell("@cmd")).toBe("'@cmd");
  });

  it("write a phone number as a constant text formula: kept as text, its '+' shown, no apostrophe", () => {
    expect(csvCell(csvText("+689 87 11 22 33"))).toBe('"=""+689 87 11 22 33"""');
    expect(csvCell(csvText("0612345678"))).toBe('"=""0612345678"""');
    expect(csvCell(csvText("(689) 40-50.60/61"))).toBe('"=""(689) 40-50.60/61"""');
    expect(csvCell(csvText(null))).toBe("");
    expect(csvCell(csvText(""))).toBe("");
  });

  it("never put into a formula a 'phone' that holds anything but digits and separators", () => {
    expect(csvCell(csvText('+1" & HYPERLINK("x") & "'))).toBe('"\'+1"" & HYPERLINK(""x"") & """');
    expect(csvCell(csvText("=1+1"))).toBe("'=1+1");
    expect(csvCell(csvText("+689; 87"))).toBe(`"'+689; 87"`);
    expect(csvCell(csvText("1".repeat(41)))).toBe("1".repeat(41));
  });

  it("write numbers with a decimal comma, empty for null, dates in Tahiti time", () => {
    expect(csvCell(1234.5)).toBe("1234,5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12n)).toBe("12");
    // 2026-01-01 05:00 UTC is still 31 December 2025 in Tahiti (UTC−10).
    expect(csvDate(new Date("2026-01-01T05:00:00Z"))).toBe("31/12/2025");
    expect(csvLine(["a", 1, null])).toBe("a;1;\r\n");
  });
});

describe("csv export", () => {
  it("streams the BOM, the header and every row fetched in batches", async () => {
    const all = Array.from({ length: 2503 }, (_, i) => ({ id: i + 1 }));
    const batches: number[] = [];
    const rows = inBatches(
      async (after: number | null, size) => {
        batches.push(after ?? 0);
        return all.filter((row) => row.id > (after ?? 0)).slice(0, size);
      },
      (row) => row.id,
      1000,
    );
    const response = csvResponse({ filename: "commandes", header: ["N°"], rows, toCells: (row) => [row.id] });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("N°");
    expect(lines.slice(1, -1)).toHaveLength(2503);
    expect(lines.at(-2)).toBe("2503");
    expect(batches).toEqual([0, 1000, 2000]);
  });
});
