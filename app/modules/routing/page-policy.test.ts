import { describe, expect, it } from "vitest";
import { backOfficePage, DEFAULT_PAGE_POLICY, pagePolicy, publicPage } from "./page-policy.ts";

describe("page policy", () => {
  it("is declared by the deepest route that says one, whatever else the handles carry", () => {
    const layout = backOfficePage();
    const child = { breadcrumb: "Produits" };
    expect(pagePolicy([undefined, layout, child])).toEqual(layout.page);
    const shop = publicPage({ cache: "shared", react: false, namespaces: ["shop"] });
    expect(pagePolicy([undefined, undefined, shop])).toEqual({
      area: "site",
      cache: "shared",
      react: false,
      namespaces: ["shop"],
    });
  });

  it("gives a page nobody describes the chrome only, hydrated and not shared", () => {
    expect(pagePolicy([])).toBe(DEFAULT_PAGE_POLICY);
    expect(DEFAULT_PAGE_POLICY).toEqual({ area: "site", cache: "none", react: true, namespaces: [] });
  });

  it("keeps a page's own script", () => {
    expect(publicPage({ react: false, script: "product-sheet" }).page.script).toBe("product-sheet");
  });
});
