import { describe, expect, it } from "vitest";
import { readPageLocale, requirePageLocale } from "./page-locale.ts";

describe("page locale", () => {
  it("reads French without a prefix and English or Chinese with one", () => {
    expect(requirePageLocale({})).toBe("fr");
    expect(requirePageLocale({ lang: "en" })).toBe("en");
    expect(requirePageLocale({ lang: "zh" })).toBe("zh");
  });
  it("refuses a segment that is not a language prefix with a 404", () => {
    expect(readPageLocale({ lang: "fr" })).toBeNull();
    expect(readPageLocale({ lang: "xyz" })).toBeNull();
    let thrown: unknown;
    try {
      requirePageLocale({ lang: "fr" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
