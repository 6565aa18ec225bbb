import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_DECIMALS } from "../money/currency.ts";
import { formatMoney } from "./money.ts";

describe("the one money format", () => {
  it("knows the minor unit of every currency: whole francs, cents for the others", () => {
    expect(Object.keys(CURRENCY_DECIMALS).sort()).toEqual([...CURRENCIES].sort());
    expect(CURRENCY_DECIMALS.XPF).toBe(0);
    expect(formatMoney(12_345, "XPF", "fr-FR")).toBe("12\u202F345\u00A0XPF");
    expect(formatMoney(12_345, "EUR", "en")).toBe("€123.45");
  });

  it("writes the back office's French: grouped by a narrow space, the code after the amount", () => {
    expect(formatMoney(2_780_000, "USD", "fr-FR")).toBe("27\u202F800,00\u00A0USD");
    expect(formatMoney(-1_500, "XPF", "fr-FR")).toBe("-1\u202F500\u00A0XPF");
    expect(formatMoney(0, "XPF", "fr")).toBe("0\u00A0XPF");
  });

  it("uses symbols and commas in English and Chinese", () => {
    expect(formatMoney(1_234_567, "XPF", "en")).toBe("1,234,567\u00A0XPF");
    expect(formatMoney(123_456, "USD", "en")).toBe("$1,234.56");
    expect(formatMoney(1_230, "HKD", "zh-Hans")).toMatch(/^HK\$\s?12\.30$/);
  });
});
