import { describe, expect, it } from "vitest";
import { pageNamespaces, pageNamespacesKey } from "./page-namespaces.ts";

describe("catalogs sent per page", () => {
  it("gives each public page the shared catalog and its own, in every language", () => {
    expect(pageNamespaces("/")).toEqual(["common", "home", "forms"]);
    expect(pageNamespaces("/en")).toEqual(["common", "home", "forms"]);
    expect(pageNamespaces("/zh/shop")).toEqual(["common", "shop", "pagination"]);
    expect(pageNamespaces("/shop/solar")).toEqual(["common", "shop", "pagination"]);
    expect(pageNamespaces("/en/shop/product/kit")).toEqual(["common", "product", "forms", "payment"]);
    expect(pageNamespaces("/devis")).toEqual(["common", "devis", "forms"]);
    expect(pageNamespaces("/cgv")).toEqual(["common", "cgv"]);
    expect(pageNamespaces("/checkout")).toEqual(["common", "payment", "forms"]);
    expect(pageNamespaces("/payment/success")).toEqual(["common", "payment", "forms"]);
    expect(pageNamespaces("/sandbox-pay/abc")).toEqual(["common", "payment", "forms"]);
  });

  it("gives an unknown page (404) only the shared catalog, and the back office everything", () => {
    expect(pageNamespaces("/nowhere")).toEqual(["common"]);
    expect(pageNamespaces("/shopping")).toEqual(["common"]);
    expect(pageNamespaces("/admin/products")).toBeNull();
    expect(pageNamespaces("/login")).toBeNull();
  });

  it("names the set so a navigation between two pages of one set keeps it", () => {
    expect(pageNamespacesKey("/shop")).toBe(pageNamespacesKey("/en/shop/tiny"));
    expect(pageNamespacesKey("/shop")).not.toBe(pageNamespacesKey("/"));
    expect(pageNamespacesKey("/admin")).toBe("*");
  });
});
