import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path.ts";

const FALLBACK = "/shop";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeReturnPath("/shop/product/maison-tiny?qty=2#commande", FALLBACK)).toBe(
      "/shop/product/maison-tiny?qty=2#commande",
    );
    expect(safeReturnPath("/en/shop", FALLBACK)).toBe("/en/shop");
    expect(safeReturnPath("/", FALLBACK)).toBe("/");
  });

  it("refuses addresses that resolve to another site", () => {
    for (const value of [
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "//evil.example/x",
      "/\\evil.example/x",
      "\\/evil.example",
      "/\r\n/evil.example",
      "https://evil.example/x",
      "javascript:alert(1)",
      " //evil.example",
      "evil.example",
    ]) {
      expect(safeReturnPath(value, FALLBACK), JSON.stringify(value)).toBe(FALLBACK);
    }
  });

  it("refuses what is not a string or is empty", () => {
    expect(safeReturnPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath("", FALLBACK)).toBe(FALLBACK);
    expect(safeReturnPath(new Blob(["/x"]), FALLBACK)).toBe(FALLBACK);
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/shop/../../../etc", FALLBACK)).toBe("/etc");
  });
});
