import { describe, expect, it } from "vitest";
import {
  editorLineTotal,
  formDay,
  formMoney,
  isUuid,
  MAX_LINE_TEXT,
  MAX_LINES,
  minorToInput,
  readEditorLines,
  requireEditorLines,
} from "./desk-form.ts";

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

describe("the values the editors' readers refuse (never a 500 from the database)", () => {
  const line = (fields: Record<string, unknown>) =>
    JSON.stringify([{ description: "Ligne", qty: "1", unitPrice: "10", ...fields }]);

  it("refuses quantities, prices and totals past a document's amounts, never cutting them down", () => {
    for (const raw of [
      line({ qty: "99999999999", unitPrice: "99999999999999" }),
      line({ qty: 99999999999 }),
      line({ unitPrice: "99999999999999" }),
      line({ qty: "9".repeat(400) }),
      line({ qty: "9999999999", unitPrice: "2000000" }),
      JSON.stringify([
        { description: "A", qty: "1", unitPrice: "20000000" },
        { description: "B", qty: "1", unitPrice: "20000000" },
      ]),
    ])
      expect(() => readEditorLines(raw, "USD"), raw).toThrow(expect.objectContaining({ code: "AMOUNT_TOO_LARGE" }));
    expect(readEditorLines(line({ qty: "1", unitPrice: "20000000" }), "USD")![0]!.unitPrice).toBe(2_000_000_000);
    expect(readEditorLines(line({ qty: "1000", unitPrice: "2000000" }), "XPF")![0]!.unitPrice).toBe(2_000_000);
  });

  it("refuses a line whose text passes the limit, rather than cutting it", () => {
    const long = "x".repeat(MAX_LINE_TEXT + 1);
    expect(() => readEditorLines(line({ description: long }), "USD")).toThrow(
      expect.objectContaining({ code: "LINE_TOO_LONG" }),
    );
    expect(readEditorLines(line({ description: long.slice(1) }), "USD")![0]!.description).toHaveLength(MAX_LINE_TEXT);
  });

  it("refuses a NUL or another control character sent as a JSON escape in a line", () => {
    for (const raw of [
      '[{"description":"Ligne\\u0000","qty":"1","unitPrice":"1"}]',
      '[{"description":"x","productSlug":"\\u001b","qty":"1","unitPrice":"1"}]',
    ])
      expect(() => readEditorLines(raw, "USD"), raw).toThrow(
        expect.objectContaining({ code: "LINES_FORBIDDEN_CHARACTER" }),
      );
    expect(readEditorLines(line({ description: "Ligne 1\nLigne 2" }), "USD")).toHaveLength(1);
  });

  it("reads a date field as a day of the calendar, or refuses it", () => {
    const form = (value: string) => {
      const data = new FormData();
      data.set("dueDate", value);
      return data;
    };
    expect(formDay(form(" 2026-03-31 "), "dueDate")).toBe("2026-03-31");
    expect(formDay(form(""), "dueDate")).toBeNull();
    expect(formDay(new FormData(), "dueDate")).toBeUndefined();
    for (const value of ["2026-02-30", "soon", "2026-13-01", "31/03/2026"])
      expect(() => formDay(form(value), "dueDate"), value).toThrow(expect.objectContaining({ code: "DATE_INVALID" }));
  });

  it("reads an amount in minor units, or refuses one past a document's amounts", () => {
    const form = (value: string) => {
      const data = new FormData();
      data.set("amount", value);
      return data;
    };
    expect(formMoney(form("1 234,50"), "amount", "EUR")).toBe(123_450);
    expect(formMoney(form("abc"), "amount", "EUR")).toBe(0);
    for (const value of ["99999999999999", "21474837", "9".repeat(400)])
      expect(() => formMoney(form(value), "amount", "USD"), value).toThrow(
        expect.objectContaining({ code: "AMOUNT_TOO_LARGE" }),
      );
  });
});
