import { describe, expect, it } from "vitest";
import type { Translations } from "../../db/schema/translations.ts";
import { cleanTranslations, localizedBadges, localizedText } from "./localized-text.ts";

describe("localizedText", () => {
  const translations: Translations<"title" | "subtitle"> = {
    en: { title: "Mini excavator", subtitle: "  " },
    zh: { title: "小型挖掘机" },
  };

  it("gives the French value on French pages, whatever the translations", () => {
    expect(localizedText("fr", "title", "Mini-pelle", translations)).toBe("Mini-pelle");
  });

  it("gives the translation where it is filled", () => {
    expect(localizedText("en", "title", "Mini-pelle", translations)).toBe("Mini excavator");
    expect(localizedText("zh", "title", "Mini-pelle", translations)).toBe("小型挖掘机");
  });

  it("falls back to French when the translation is missing or blank", () => {
    expect(localizedText("en", "subtitle", "Compacte", translations)).toBe("Compacte");
    expect(localizedText("zh", "subtitle", null, translations)).toBeNull();
    expect(localizedText("en", "title", "Mini-pelle", {})).toBe("Mini-pelle");
  });
});

describe("localizedBadges", () => {
  it("splits the translation one badge per line and falls back to the French list", () => {
    expect(localizedBadges("en", ["Neuf"], { en: { badges: "New\n\n Ready to ship " } })).toEqual([
      "New",
      "Ready to ship",
    ]);
    expect(localizedBadges("zh", ["Neuf"], { en: { badges: "New" } })).toEqual(["Neuf"]);
  });
});

describe("cleanTranslations", () => {
  it("trims, drops blank fields and languages left empty", () => {
    expect(cleanTranslations({ en: { title: " Hut ", subtitle: " " }, zh: { title: "" } })).toEqual({
      en: { title: "Hut" },
    });
  });
});
