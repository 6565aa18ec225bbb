import { describe, expect, it } from "vitest";
import { localePath, splitLocale, switchLocale } from "./locales.ts";

describe("locale paths", () => {
  it("keeps French unprefixed and prefixes the others", () => {
    expect(localePath("fr", "/shop")).toBe("/shop");
    expect(localePath("en", "/shop")).toBe("/en/shop");
    expect(localePath("zh", "/")).toBe("/zh");
    expect(localePath("en", "/#contact")).toBe("/en#contact");
  });
  it("splits a prefixed path", () => {
    expect(splitLocale("/en/shop/tiny")).toEqual({ locale: "en", path: "/shop/tiny" });
    expect(splitLocale("/zh")).toEqual({ locale: "zh", path: "/" });
    expect(splitLocale("/english")).toEqual({ locale: "fr", path: "/english" });
    expect(splitLocale("/shop")).toEqual({ locale: "fr", path: "/shop" });
  });
  it("switches language on the same page, keeping the query", () => {
    expect(switchLocale("/en/shop/solar", "?q=1", "fr")).toBe("/shop/solar?q=1");
    expect(switchLocale("/shop/product/x", "", "zh")).toBe("/zh/shop/product/x");
  });
});
