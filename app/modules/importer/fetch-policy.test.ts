import { describe, expect, it } from "vitest";
import { ALIBABA_FETCH_POLICY } from "./fetch-policy.ts";

const allows = (url: string, purpose: "page" | "image") => ALIBABA_FETCH_POLICY.allowsUrl(new URL(url), purpose);

describe("the Alibaba fetch policy", () => {
  it("allows product pages over https on alibaba.com and its subdomains", () => {
    expect(allows("https://www.alibaba.com/product-detail/x_1.html", "page")).toBe(true);
    expect(allows("https://spanish.alibaba.com/product-detail/x-1.html", "page")).toBe(true);
    expect(allows("https://alibaba.com/product-detail/x_1.html", "page")).toBe(true);
  });

  it.each([
    "http://www.alibaba.com/product-detail/x_1.html",
    "file:///etc/passwd",
    "ftp://www.alibaba.com/x",
    "https://www.alibaba.com:8443/x",
    "https://user:pass@www.alibaba.com/x",
    "https://alibaba.com.evil.example/x",
    "https://evilalibaba.com/x",
    "https://www.aliexpress.com/item/1.html",
    "https://sc04.alicdn.com/kf/H1.jpg",
    "https://127.0.0.1/x",
  ])("refuses %s as a page", (url) => {
    expect(allows(url, "page")).toBe(false);
  });

  it("allows photos from the alicdn CDN hosts only over https", () => {
    expect(allows("https://sc04.alicdn.com/kf/H1.jpg", "image")).toBe(true);
    expect(allows("https://s.alicdn.com/@sc04/kf/H1.jpg", "image")).toBe(true);
    expect(allows("http://sc04.alicdn.com/kf/H1.jpg", "image")).toBe(false);
    expect(allows("https://alicdn.com.example/kf/H1.jpg", "image")).toBe(false);
    expect(allows("https://169.254.169.254/latest/meta-data", "image")).toBe(false);
  });

  it("refuses every address that is not public", () => {
    expect(ALIBABA_FETCH_POLICY.allowsAddress("47.246.136.1")).toBe(true);
    expect(ALIBABA_FETCH_POLICY.allowsAddress("10.0.0.1")).toBe(false);
  });
});
