import { describe, expect, it } from "vitest";
import { editorLineTotal, isUuid, MAX_LINES, minorToInput, readEditorLines, requireEditorLines } from "./desk-form.ts";

describe("the editors' lines field", () => {
  it("reads the rows with prices typed in the document's currency into minor units", () => {
    const raw = JSON.stringify([
      { productSlug: "kit-solaire", description: " Panneau ", qty: "2,5", unitPrice: "1 234,56" },
      { productSlug: "", description: "Pose", qty: "abc", unitPrice: "x" },
    ]);
    expect(readEditorLines(raw, "USD")).toEqual([
      { productSlug: "kit-solaire", description: " Panneau ", qty: "2,5", unitPrice: 123_456 },
      { productSlug: null, description: "Pose", qty: "abc", unitPrice: 0 },
    ]);
    expect(readEditorLines(JSON.stringify([{ description: "Fret", qty: "1", unitPrice: "119330" }]), "XPF")).toEqual([
      { productSlug: null, description: "Fret", qty: "1", unitPrice: 119_330 },
    ]);
  });

  it("refuses a broken field (never read as no lines, which would empty a saved document); undefined when absent", () => {
    for (const raw of ["{not json", JSON.stringify({ a: 1 }), JSON.stringify([null, 3, "x"]), JSON.stringify([[1]])]) {
      expect(() => readEditorLines(raw, "USD"), raw).toThrow(expect.objectContaining({ code: "LINES_INVALID" }));
    }
    expect(readEditorLines(JSON.stringify([]), "USD")).toEqual([]);
    expect(readEditorLines(null, "USD")).toBeUndefined();
    expect(() => requireEditorLines(null, "USD")).toThrow(expect.objectContaining({ code: "LINES_INVALID" }));
  });

  it("refuses more than MAX_LINES lines whole rather than keeping the first ones (issue 28 item 4)", () => {
    const line = { description: "Ligne", qty: "1", unitPrice: "1" };
    expect(readEditorLines(JSON.stringify(Array(MAX_LINES).fill(line)), "USD")).toHaveLength(MAX_LINES);
    for (const count of [MAX_LINES + 1, 10_000]) {
      expect(() => readEditorLines(JSON.stringify(Array(count).fill(line)), "USD")).toThrow(
        expect.objectContaining({ code: "TOO_MANY_LINES" }),
      );
    }
  });

  it("computes a row's total as quantity × price, anything not a number counting as 0", () => {
    expect(editorLineTotal({ qty: "3", unitPrice: "19.99" }, "EUR")).toBe(5_997);
    expect(editorLineTotal({ qty: "1.5", unitPrice: "1000" }, "XPF")).toBe(1_500);
    expect(editorLineTotal({ qty: "deux", unitPrice: "10" }, "USD")).toBe(0);
    expect(editorLineTotal({ qty: "2", unitPrice: "" }, "USD")).toBe(0);
  });

  it("shows stored amounts in the field's form, and tells ids from other text", () => {
    expect(minorToInput(123_450, "USD")).toBe("1234.50");
    expect(minorToInput(2_500_000, "XPF")).toBe("2500000");
    expect(isUuid("0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f")).toBe(true);
    expect(isUuid("../etc")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
