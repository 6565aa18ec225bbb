import { describe, expect, it } from "vitest";
import { splitImageFiles } from "./editor-image-files.ts";
import { isAllowedImageSrc } from "./image-node.ts";

describe("splitImageFiles", () => {
  it("keeps image files and counts the others", () => {
    const files = [
      new File(["a"], "a.png", { type: "image/png" }),
      new File(["b"], "b.pdf", { type: "application/pdf" }),
      new File(["c"], "c.webp", { type: "image/webp" }),
      new File(["d"], "d.mp4", { type: "video/mp4" }),
    ];
    const { images, ignoredCount } = splitImageFiles(files);
    expect(images.map((file) => file.name)).toEqual(["a.png", "c.webp"]);
    expect(ignoredCount).toBe(2);
  });
});

describe("isAllowedImageSrc", () => {
  it("accepts http(s) and site paths, refuses scripts, data and protocol-relative addresses", () => {
    expect(isAllowedImageSrc("https://cdn.example/a.webp")).toBe(true);
    expect(isAllowedImageSrc("/media/products/a.webp")).toBe(true);
    for (const src of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "", null])
      expect(isAllowedImageSrc(src)).toBe(false);
  });
});
