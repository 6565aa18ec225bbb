import { describe, expect, it } from "vitest";
import type { Translations } from "../../../db/schema/translations.ts";
import { moveItem, readText, writeText } from "./localized-fields.ts";

describe("localized fields", () => {
  const translations: Translations<"label" | "value"> = { en: { label: "Power" } };
  const spec = { label: "Puissance", value: "415 W", translations };

  it("reads the French column or the translation", () => {
    expect(readText(spec, "fr", "label")).toBe("Puissance");
    expect(readText(spec, "en", "label")).toBe("Power");
    expect(readText(spec, "zh", "label")).toBe("");
  });

  it("writes one language without touching the others", () => {
    const written = writeText(spec, "zh", "value", "415 瓦");
    expect(written.translations).toEqual({ en: { label: "Power" }, zh: { value: "415 瓦" } });
    expect(writeText(spec, "fr", "label", "Puissance crête").label).toBe("Puissance crête");
    expect(spec.translations).toEqual({ en: { label: "Power" } });
  });

  it("moves an item up or down, and not past the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});
