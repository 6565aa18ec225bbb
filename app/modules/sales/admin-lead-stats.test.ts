import { describe, expect, it } from "vitest";
import { leadConversionRate } from "./admin-lead-stats.ts";

describe("leadConversionRate", () => {
  it("is converted ÷ total as a rounded percent", () => {
    expect(leadConversionRate({ converted: 1, total: 3 })).toBe(33);
    expect(leadConversionRate({ converted: 2, total: 3 })).toBe(67);
    expect(leadConversionRate({ converted: 1, total: 8 })).toBe(13);
    expect(leadConversionRate({ converted: 4, total: 4 })).toBe(100);
  });

  it("is 0 without any lead", () => {
    expect(leadConversionRate({ converted: 0, total: 0 })).toBe(0);
  });
});
