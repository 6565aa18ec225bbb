import { describe, expect, it } from "vitest";
import { findUnsafeUrl } from "./unsafe-url.ts";

const check = (path: string) => findUnsafeUrl(new URL(path, "http://shop.test"));

describe("findUnsafeUrl", () => {
  it("lets ordinary addresses through, accents and Chinese included", () => {
    expect(check("/shop/product/maison-tiny?qty=2&opt=a%20b")).toBeNull();
    expect(check("/zh/shop/%E5%A4%AA%E9%98%B3%E8%83%BD")).toBeNull();
    expect(check("/devis?note=ligne1%0Aligne2%09fin")).toBeNull();
  });

  it("refuses a NUL or another control character in a path segment or a query value or name", () => {
    expect(check("/shop/product/abc%00def")).toBe("forbiddenCharacter");
    expect(check("/checkout?orderId=%00")).toBe("forbiddenCharacter");
    expect(check("/shop?%01=1")).toBe("forbiddenCharacter");
    expect(check("/en/shop/%7F")).toBe("forbiddenCharacter");
  });

  it("refuses a broken percent-encoding in the path", () => {
    expect(check("/shop/%E0%A4%A")).toBe("malformedUrl");
    expect(check("/shop/%ZZ")).toBe("malformedUrl");
  });
});
