import { describe, expect, it } from "vitest";
import { backOfficePage, DEFAULT_PAGE_POLICY, publicPage } from "../routing/page-policy.ts";
import { pageNamespaces } from "./page-namespaces.ts";

describe("catalogs sent per page", () => {
  it("gives a public page the shared catalog and those its handle names", () => {
    expect(pageNamespaces(publicPage({ namespaces: ["home", "forms"] }).page)).toEqual(["common", "home", "forms"]);
    expect(pageNamespaces(publicPage({ cache: "shared", namespaces: ["shop"] }).page)).toEqual(["common", "shop"]);
  });

  it("gives a page nobody describes (404) only the shared catalog, and the back office everything", () => {
    expect(pageNamespaces(DEFAULT_PAGE_POLICY)).toEqual(["common"]);
    expect(pageNamespaces(backOfficePage().page)).toBeNull();
  });
});
