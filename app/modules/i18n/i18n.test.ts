import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";

describe("createI18n", () => {
  it("translates a dotted key and renders a missing key as the key itself", () => {
    const i18n = createI18n("fr", { common: { nav: { shop: "Boutique" } } });
    expect(i18n.t("nav.shop")).toBe("Boutique");
    expect(i18n.t("nav.nothing")).toBe("nav.nothing");
    expect(i18n.t("shop:title")).toBe("title");
  });
});
