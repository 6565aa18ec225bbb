import { describe, expect, it } from "vitest";
import { isTrackingParameter, withoutTrackingParameters } from "./tracking-parameters.ts";

describe("withoutTrackingParameters", () => {
  it("takes the query away when it holds only tracking parameters", () => {
    expect(withoutTrackingParameters("/shop/product/coffret?fbclid=IwAR0abc")).toBe("/shop/product/coffret");
    expect(
      withoutTrackingParameters("/?utm_source=facebook&utm_medium=social&utm_campaign=noel-2026&gclid=Cj0KCQ"),
    ).toBe("/");
    expect(withoutTrackingParameters("/shop?fbclid")).toBe("/shop");
    expect(withoutTrackingParameters("/shop?")).toBe("/shop?");
  });

  it("keeps every other parameter in its order and spelling", () => {
    expect(withoutTrackingParameters("/shop?q=vis+inox&utm_source=news&page=2")).toBe("/shop?q=vis+inox&page=2");
    expect(withoutTrackingParameters("/devis?produit=%C3%A9t%C3%A9&fbclid=x")).toBe("/devis?produit=%C3%A9t%C3%A9");
    expect(withoutTrackingParameters("/shop?fbclid=x&&q=a")).toBe("/shop?q=a");
  });

  it("leaves a target without tracking parameters as it came", () => {
    for (const target of ["/", "/shop/solar", "/cgv?x=1", "/shop?q=a&&b=", "/shop?utm=1", "/a%2Fb?bench=uncached"]) {
      expect(withoutTrackingParameters(target)).toBe(target);
    }
  });

  it("reads names encoded or in capitals, and survives a broken escape", () => {
    expect(withoutTrackingParameters("/?%75tm_source=x")).toBe("/");
    expect(withoutTrackingParameters("/?UTM_Source=x&FBCLID=y")).toBe("/");
    expect(withoutTrackingParameters("/?%E0%A4%A=1&fbclid=2")).toBe("/?%E0%A4%A=1");
  });
});

describe("isTrackingParameter", () => {
  it("knows the ad networks' and mailers' parameters, not the shop's own", () => {
    for (const name of ["utm_content", "fbclid", "gclid", "msclkid", "ttclid", "mc_eid", "_gl"]) {
      expect(isTrackingParameter(name)).toBe(true);
    }
    for (const name of ["q", "page", "lang", "utm", "status", "bench", "fbclid2"]) {
      expect(isTrackingParameter(name)).toBe(false);
    }
  });
});
