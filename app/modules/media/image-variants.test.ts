import { describe, expect, it } from "vitest";
import { imageVariants, isVariantBase, variantPath } from "./image-variants.ts";

describe("imageVariants", () => {
  it("builds src and srcSet from a variant base URL", () => {
    expect(imageVariants("/uploads/demo/tiny-house-1")).toEqual({
      src: "/uploads/demo/tiny-house-1-1024.webp",
      srcSet:
        "/uploads/demo/tiny-house-1-320.webp 320w, /uploads/demo/tiny-house-1-640.webp 640w, /uploads/demo/tiny-house-1-800.webp 800w, " +
        "/uploads/demo/tiny-house-1-1024.webp 1024w, /uploads/demo/tiny-house-1-1600.webp 1600w",
    });
  });

  it("leaves other URLs alone", () => {
    for (const url of ["/uploads/p/clip.mp4", "https://s.alicdn.com/a.jpg", "//cdn.example/x", "/uploads/dir/"]) {
      expect(imageVariants(url)).toEqual({ src: url });
    }
  });

  it("recognises bases and names variants", () => {
    expect(isVariantBase("/uploads/products/abc/123-photo")).toBe(true);
    expect(isVariantBase("/uploads/products/abc/123-photo.png")).toBe(false);
    expect(variantPath("demo/cover-solar", 640)).toBe("demo/cover-solar-640.webp");
  });
});
