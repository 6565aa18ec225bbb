import { describe, expect, test } from "vitest";
import { buildProductJsonLd, cutDescription, htmlToPlainText } from "./product-json-ld.ts";

const base = {
  title: "Mini-pelle",
  subtitle: "Import groupé",
  descriptionHtml: "<h2>Titre</h2><p>Un &amp; deux</p>",
  url: "https://bpe.example/shop/product/mini-pelle",
  imageUrls: ["https://bpe.example/a-1024.webp"],
  priceXpf: 2_863_920,
  isAvailable: true,
  sku: "mini-pelle",
};

describe("product JSON-LD", () => {
  test("offers the real price in XPF", () => {
    const data = buildProductJsonLd(base);
    expect(data.offers).toEqual({
      "@type": "Offer",
      url: base.url,
      price: 2_863_920,
      priceCurrency: "XPF",
      availability: "https://schema.org/InStock",
    });
    expect(data.description).toBe("Titre Un & deux");
    expect(data.image).toEqual(base.imageUrls);
  });

  test("has no offer for a product on quote", () => {
    expect(buildProductJsonLd({ ...base, priceXpf: 0 }).offers).toBeUndefined();
  });

  test("cuts the description to 400 characters", () => {
    const long = "a".repeat(500);
    expect([...cutDescription(long)].length).toBe(400);
    expect(cutDescription("court")).toBe("court");
    expect(htmlToPlainText("<p>x&#233;</p>")).toBe("xé");
  });
});
