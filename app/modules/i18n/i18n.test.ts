import { describe, expect, it } from "vitest";
import { createI18n, getSharedI18n, type TFunction, type TOptions } from "./i18n.ts";

/** These catalogs are made up for the engine, not the app's: their keys are not TranslationKeys. */
const loose = (t: TFunction): ((key: string, options?: TOptions | string) => string) => t;

describe("createI18n", () => {
  it("translates a dotted key and renders a missing key as the key itself", () => {
    const i18n = createI18n("fr", { common: { nav: { shop: "Boutique" } } });
    expect(loose(i18n.t)("nav.shop")).toBe("Boutique");
    expect(loose(i18n.t)("nav.nothing")).toBe("nav.nothing");
    expect(loose(i18n.t)("nav")).toBe("nav");
    expect(loose(i18n.t)("shop:title")).toBe("title");
    expect(loose(i18n.t)("nav.nothing", { defaultValue: "Rien" })).toBe("Rien");
    expect(loose(i18n.t)("nav.shop", "Shop")).toBe("Boutique");
    expect(loose(i18n.t)("nav.nothing", "Rien")).toBe("Rien");
  });

  it("reads another namespace by prefix or as the fixed default, and fills variables", () => {
    const i18n = createI18n("en", { common: { hi: "Hi {{name}}, {{ name }}!" }, shop: { title: "Shop {{missing}}" } });
    expect(loose(i18n.t)("hi", { name: "<Ana>" })).toBe("Hi <Ana>, <Ana>!");
    const t = loose(i18n.getFixedT("en", "shop"));
    expect(t("title")).toBe("Shop {{missing}}");
    expect(t("common:hi", { name: 0 })).toBe("Hi 0, 0!");
  });

  it("chooses the plural form of the language with count", () => {
    const resources = { shop: { n_one: "{{count}} produit", n_other: "{{count}} produits", plain: "{{count}} fois" } };
    const fr = loose(createI18n("fr", resources).getFixedT("fr", "shop"));
    expect(fr("n", { count: 0 })).toBe("0 produit");
    expect(fr("n", { count: 1 })).toBe("1 produit");
    expect(fr("n", { count: 3 })).toBe("3 produits");
    expect(fr("plain", { count: 2 })).toBe("2 fois");
    const withZero = loose(
      createI18n("en", {
        shop: { n_zero: "No products", n_one: "{{count}} product", n_other: "{{count}} products" },
      }).t,
    );
    expect(withZero("shop:n", { count: 0 })).toBe("No products");
    expect(withZero("shop:n", { count: 1 })).toBe("1 product");
    expect(withZero("shop:n", { count: 2 })).toBe("2 products");
    const zh = loose(createI18n("zh", { shop: { n_other: "{{count}} 个产品" } }).getFixedT("zh", "shop"));
    expect(zh("n", { count: 1 })).toBe("1 个产品");
  });

  it("shares one instance per language and set of namespaces, so `t` keeps its identity across revalidations", () => {
    const first = getSharedI18n("en", { common: { a: "A" }, shop: { b: "B" } });
    expect(getSharedI18n("en", { shop: { b: "B" }, common: { a: "A" } })).toBe(first);
    expect(getSharedI18n("fr", { common: { a: "A" }, shop: { b: "B" } })).not.toBe(first);
    expect(getSharedI18n("en", { common: { a: "A" } })).not.toBe(first);
  });
});
