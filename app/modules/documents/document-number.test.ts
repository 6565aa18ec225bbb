import { describe, expect, it } from "vitest";
import { addDays, formatDocumentNumber, parseDocumentNumber, tahitiIsoDate, tahitiYear } from "./document-number.ts";

describe("document numbers", () => {
  it("have the prefix of their type, the year and five digits", () => {
    expect(formatDocumentNumber("quote", 2026, 1)).toBe("BPE-Q-2026-00001");
    expect(formatDocumentNumber("invoice", 2026, 42)).toBe("BPE-F-2026-00042");
    expect(formatDocumentNumber("purchase_order", 2027, 12345)).toBe("BPE-PO-2027-12345");
    expect(formatDocumentNumber("credit_note", 2026, 123456)).toBe("BPE-AV-2026-123456");
  });

  it("parse back to their parts", () => {
    expect(parseDocumentNumber("BPE-AV-2026-00003")).toEqual({ type: "credit_note", year: 2026, sequence: 3 });
    expect(parseDocumentNumber("BPE-X-2026-00003")).toBeNull();
    expect(parseDocumentNumber("BPE-F-2026-003")).toBeNull();
  });

  it("take the year in Tahiti time (UTC−10)", () => {
    // 1 January 2027, 09:59 UTC is still 31 December 2026 in Papeete; 10:00 UTC is the new year there.
    expect(tahitiYear(new Date("2027-01-01T09:59:59Z"))).toBe(2026);
    expect(tahitiYear(new Date("2027-01-01T10:00:00Z"))).toBe(2027);
    expect(tahitiIsoDate(new Date("2026-03-01T05:00:00Z"))).toBe("2026-02-28");
  });

  it("add days across months and years", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
  });
});
