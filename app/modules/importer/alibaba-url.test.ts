import { describe, expect, it } from "vitest";
import { parseAlibabaProductUrl } from "./alibaba-url.ts";
import { ALIBABA_FETCH_POLICY } from "./fetch-policy.ts";
import { ImportError } from "./import-error.ts";

const parse = (input: string | null) => parseAlibabaProductUrl(input, ALIBABA_FETCH_POLICY);

function codeOf(input: string | null): string {
  try {
    parse(input);
  } catch (error) {
    if (error instanceof ImportError) return error.code;
    throw error;
  }
  return "accepted";
}

describe("parseAlibabaProductUrl", () => {
  it("keeps the page without query or fragment, and the product id", () => {
    expect(
      parse(" https://www.alibaba.com/product-detail/Custom-Logo-Bottle_1600987654321.html?spm=a2700.x#top "),
    ).toEqual({
      pageUrl: "https://www.alibaba.com/product-detail/Custom-Logo-Bottle_1600987654321.html",
      productId: "1600987654321",
    });
    expect(parse("spanish.alibaba.com/product-detail/Botella-1600987654321.html").productId).toBe("1600987654321");
    expect(parse("https://www.alibaba.com/product-detail/_60712345678.html").productId).toBe("60712345678");
  });

  it("asks for a URL when the field is empty", () => {
    expect(codeOf("")).toBe("URL_REQUIRED");
    expect(codeOf("   ")).toBe("URL_REQUIRED");
    expect(codeOf(null)).toBe("URL_REQUIRED");
  });

  it.each([
    "http://www.alibaba.com/product-detail/x_1600987654321.html",
    "https://www.aliexpress.com/item/1005001234567890.html",
    "https://www.alibaba.com/trade/search?SearchText=bottle",
    "https://www.alibaba.com/product-detail/no-id.html",
    "file:///product-detail/x_1600987654321.html",
    "javascript:alert(1)",
    "https://www.alibaba.com.evil.example/product-detail/x_1600987654321.html",
  ])("refuses %s as not a valid Alibaba URL", (input) => {
    expect(codeOf(input)).toBe("URL_INVALID");
  });
});
