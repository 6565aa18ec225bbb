import { describe, expect, it } from "vitest";
import { pickScriptStrings } from "../../components/product/product-sheet-data.ts";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "../i18n/i18n.ts";
import { SUPPORTED_LOCALES } from "../i18n/locales.ts";
import { FIELD_LIMITS, FIELD_TOO_LONG, fieldLimit } from "./field-limits.ts";

describe("field limits", () => {
  it("give a form field's limit by its name, and none to a field without one", () => {
    expect(fieldLimit("full_name")).toBe(FIELD_LIMITS.full_name);
    expect(fieldLimit("notes")).toBe(2000);
    expect(fieldLimit("projectType")).toBeUndefined();
    expect(fieldLimit("constructor")).toBeUndefined();
  });

  it("have one message, with the limit, in every language and in the product sheet's script strings", () => {
    const texts = SUPPORTED_LOCALES.map((locale) => {
      const page = createI18n(locale, getLocaleResources(locale)).getFixedT(null, "admin-customers");
      const script = createI18n(locale, pickScriptStrings(getLocaleResources(locale))).getFixedT(null, "product");
      expect(script(FIELD_TOO_LONG, { max: 120 }), locale).toBe(page(FIELD_TOO_LONG, { max: 120 }));
      return page(FIELD_TOO_LONG, { max: 120 });
    });
    expect(texts[0]).toBe("Ce champ est trop long (120 caractères maximum).");
    for (const text of texts) expect(text).toContain("120");
    expect(new Set(texts).size).toBe(SUPPORTED_LOCALES.length);
  });
});
