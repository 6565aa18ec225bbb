// Each page's policy, read from the built routes' `handle` exports as the router matches them: the catalogs each
// page sends, which pages are shared and which are served without React, in every language.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { pageNamespaces } from "../../../app/modules/i18n/page-namespaces.ts";
import { createRoutePolicies, type RoutePolicies } from "../../../app/modules/routing/route-policies.server.ts";
import { testBuildDir } from "../../support/fresh-build.ts";

let policies: RoutePolicies;
beforeAll(async () => {
  const build = (await import(pathToFileURL(path.join(testBuildDir(), "server/index.js")).href)) as ServerBuild;
  policies = createRoutePolicies(build.routes);
});

const namespaces = (pathname: string) => pageNamespaces(policies.forPath(pathname));

describe("route policies", () => {
  it("gives each public page the shared catalog and its own, in every language", () => {
    expect(namespaces("/")).toEqual(["common", "home", "forms"]);
    expect(namespaces("/en")).toEqual(["common", "home", "forms"]);
    expect(namespaces("/zh/shop")).toEqual(["common", "shop"]);
    expect(namespaces("/shop/solar")).toEqual(["common", "shop", "pagination"]);
    expect(namespaces("/en/shop/product/kit")).toEqual(["common", "product", "forms", "payment"]);
    expect(namespaces("/devis")).toEqual(["common", "devis", "forms"]);
    expect(namespaces("/zh/espace/commande/abc")).toEqual(["common", "portal", "tracking", "shipments"]);
    expect(namespaces("/cgv")).toEqual(["common", "cgv"]);
    expect(namespaces("/checkout")).toEqual(["common", "payment", "forms"]);
    expect(namespaces("/payment/success")).toEqual(["common", "payment", "forms"]);
    expect(namespaces("/sandbox-pay/abc")).toEqual(["common", "payment", "forms"]);
    expect(namespaces("/quill-test")).toEqual(["common", "editor", "forms"]);
  });

  it("gives an unknown page (404) only the shared catalog, and the back office and its sign-in everything", () => {
    expect(namespaces("/nowhere")).toEqual(["common"]);
    expect(namespaces("/shopping")).toEqual(["common"]);
    expect(namespaces("/shop/a/b/c")).toEqual(["common"]);
    for (const pathname of ["/admin", "/admin/products", "/admin/nowhere", "/login", "/auth", "/auth/reset-password"]) {
      expect(namespaces(pathname), pathname).toBeNull();
      expect(policies.forPath(pathname).area, pathname).toBe("back-office");
    }
  });

  it("shares home, shop, categories, products, terms and the custom quote page, in every language, and nothing else", () => {
    for (const pathname of [
      "/",
      "/en",
      "/zh",
      "/shop",
      "/en/shop/tiny",
      "/shop/product/kit-70-m2",
      "/zh/cgv",
      "/devis",
    ]) {
      expect(policies.forPath(pathname).cache, pathname).toBe("shared");
    }
    for (const pathname of [
      "/admin",
      "/login",
      "/checkout",
      "/thank-you",
      "/payment/success",
      "/quill-test",
      "/espace/devis/abc",
      "/x/y/z",
    ]) {
      expect(policies.forPath(pathname).cache, pathname).toBe("none");
    }
  });

  it("serves home, shop, categories, terms, the quote form and products without React, the product with its own script", () => {
    for (const pathname of ["/", "/shop", "/shop/solar", "/en/cgv", "/devis", "/zh/devis"]) {
      expect(policies.forPath(pathname), pathname).toMatchObject({ react: false });
      expect(policies.forPath(pathname).script, pathname).toBeUndefined();
    }
    expect(policies.forPath("/zh/shop/product/kit")).toMatchObject({ react: false, script: "product-sheet" });
    for (const pathname of ["/checkout", "/admin", "/nowhere"]) {
      expect(policies.forPath(pathname).react, pathname).toBe(true);
    }
  });
});
