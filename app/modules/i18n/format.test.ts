import { describe, expect, it } from "vitest";
import { formatDay, formatMoney, formatNumber, formatPercent, labelled } from "./format.ts";

describe("the buyer's formatter", () => {
  it("groups digits one way per language, in money and quantities alike", () => {
    expect(formatMoney(1_234_567, "XPF", "fr")).toBe("1\u202F234\u202F567\u00A0XPF");
    expect(formatMoney(1_234_567, "XPF", "en")).toBe("1,234,567\u00A0XPF");
    expect(formatMoney(123_456, "USD", "en")).toBe("$1,234.56");
    expect(formatMoney(123_456, "HKD", "zh")).toBe("HK$1,234.56");
    expect(formatNumber(1234, "fr")).toBe("1\u202F234");
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234, "zh")).toBe("1,234");
  });

  it("puts no space before a colon in English and Chinese", () => {
    expect(labelled("Modèle", "2,5 t", "fr")).toBe("Modèle\u00A0: 2,5 t");
    expect(labelled("Model", "2.5 t", "en")).toBe("Model: 2.5 t");
    expect(labelled("型号", "2.5 吨", "zh")).toBe("型号：2.5 吨");
    expect(formatPercent(60, "fr")).toBe("60\u00A0%");
    expect(formatPercent(60, "en")).toBe("60%");
  });

  it("writes dates out in the language", () => {
    expect(formatDay("2026-12-12", "fr")).toBe("12 décembre 2026");
    expect(formatDay("2026-12-12", "en")).toBe("December 12, 2026");
    expect(formatDay("2026-12-12", "zh")).toBe("2026年12月12日");
  });
});
