import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractAlibabaProduct } from "./extract-alibaba-product.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/fixtures/alibaba");
const PAGE_URL = "https://www.alibaba.com/product-detail/Sample_1601234567890.html";

describe("the sample pages", () => {
  const pages = readdirSync(FIXTURES).filter((file) => file.endsWith(".html"));

  it("are all there, each with its expected result", () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const page of pages) expect(readdirSync(FIXTURES)).toContain(page.replace(/\.html$/, ".expected.json"));
  });

  it.each(pages)("%s gives exactly its expected.json", (page) => {
    const html = readFileSync(path.join(FIXTURES, page), "utf8");
    const expected: unknown = JSON.parse(
      readFileSync(path.join(FIXTURES, page.replace(/\.html$/, ".expected.json")), "utf8"),
    );
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? PAGE_URL;
    expect(extractAlibabaProduct(html, canonical)).toStrictEqual(expected);
  });
});

/** A page with the given head and body, and `window.detailData` when `state` is given. */
function page({ head = "", body = "", state }: { head?: string; body?: string; state?: unknown }): string {
  const script =
    state === undefined
      ? ""
      : `<script>window.__global_config__ = {};\nwindow.detailData = ${JSON.stringify(state)};</script>`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}${script}</body></html>`;
}

function state(product: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    globalData: { global: { productPriceCurrencySimpleName: "US $" }, product: { productId: 1, ...product }, ...extra },
  };
}

function extract(html: string) {
  const result = extractAlibabaProduct(html, PAGE_URL);
  if ("error" in result) throw new Error(`unexpected ${result.error}`);
  return result;
}

describe("page variants not among the samples", () => {
  it("keeps all nine keys when the state has only a title", () => {
    expect(extract(page({ state: state({ subject: "Only a title" }) }))).toStrictEqual({
      title: "Only a title",
      subtitle: null,
      images: [],
      specs: [],
      description: null,
      leadTime: null,
      priceRange: null,
      moq: null,
      supplierName: null,
    });
  });

  it("decodes entities inside JSON strings and keeps non-Latin text, escaped or not", () => {
    const result = extract(
      page({
        state: state({
          subject: "Bottle &amp; Lid 500ml &#215; 2\u00a0 \u4e0d\u9508\u94a2",
          productBasicProperties: [
            { attrName: "Size&nbsp;", attrValue: "&quot;Large&quot;" },
            { attrName: "材质", attrValue: "不锈钢" },
            { attrName: "S&P", attrValue: "&notes; kept" },
          ],
        }),
      }),
    );
    expect(result.title).toBe("Bottle & Lid 500ml × 2 不锈钢");
    expect(result.specs).toStrictEqual([
      { label: "Size", value: '"Large"' },
      { label: "材质", value: "不锈钢" },
      { label: "S&P", value: "&notes; kept" },
    ]);
  });

  it("reads \\u escapes written in the page's JSON", () => {
    const html = page({ state: state({ subject: "PLACEHOLDER" }) }).replace("PLACEHOLDER", "\\u4e0d\\u9508\\u94a2 cup");
    expect(extract(html).title).toBe("不锈钢 cup");
  });

  it("leaves videos and their covers out of the photos, and keeps each photo once", () => {
    const photo = (name: string) => ({
      type: "image",
      imageUrl: {
        big: `https://sc04.alicdn.com/kf/${name}.jpg`,
        normal: `https://sc04.alicdn.com/kf/${name}.jpg_120x120.jpg`,
      },
    });
    const result = extract(
      page({
        state: state({
          subject: "Media",
          mediaItems: [
            {
              type: "video",
              videoCoverUrl: "https://sc04.alicdn.com/kf/Hcover.jpg_120x120.jpg",
              videoUrl: { hd: { videoUrl: "https://v.alicdn.com/v.mp4" } },
            },
            photo("Ha"),
            photo("Hb"),
            photo("Ha"),
            { type: "image", imageUrl: { normal: "//sc04.alicdn.com/kf/Hc.png_120x120.png" } },
            { type: "image", imageUrl: { small: "https://sc04.alicdn.com/kf/Hb.jpg_350x350.jpg_.webp" } },
          ],
        }),
      }),
    );
    expect(result.images).toStrictEqual([
      "https://sc04.alicdn.com/kf/Ha.jpg",
      "https://sc04.alicdn.com/kf/Hb.jpg",
      "https://sc04.alicdn.com/kf/Hc.png",
    ]);
  });

  it("drops exact duplicate specs, keeps same labels with other values, and falls back to key + other properties", () => {
    const result = extract(
      page({
        state: state({
          productBasicProperties: [],
          productKeyIndustryProperties: [
            { attrName: "Material", attrValue: "Steel" },
            { attrName: "Color", attrValue: "Red" },
          ],
          productOtherProperties: [
            { attrName: "Material:", attrValue: "Steel" },
            { attrName: "Color", attrValue: "Blue" },
            { attrName: "", attrValue: "orphan" },
          ],
          subject: "Specs",
        }),
      }),
    );
    expect(result.specs).toStrictEqual([
      { label: "Material", value: "Steel" },
      { label: "Color", value: "Red" },
      { label: "Color", value: "Blue" },
    ]);
  });

  it("reads lead time from the warehouse copy, with `day`, open-ended and negotiable tiers", () => {
    const trade = {
      warehouseLeadTimeInfo: {
        DEFAULT: [
          { minQuantity: 1, maxQuantity: 100, day: 7 },
          { minQuantity: "101", maxQuantity: -1, processPeriod: 0 },
        ],
      },
    };
    expect(extract(page({ state: state({ subject: "Lead" }, { trade }) })).leadTime).toStrictEqual([
      { minQty: 1, maxQty: 100, days: 7 },
      { minQty: 101, maxQty: null, days: null },
    ]);
  });

  it("reads a range price and a euro pattern when there is no ladder", () => {
    const product = {
      subject: "Range",
      moq: 2,
      price: {
        productLadderPrices: [],
        productRangePrices: { priceRangeLow: "2.61", priceRangeHigh: 3.38 },
        currencyRule: { currencyPattern: "€{0}" },
        unit: "Set",
      },
    };
    const result = extract(page({ state: { globalData: { product } } }));
    expect(result.priceRange).toStrictEqual({ min: 2.61, max: 3.38, currency: "EUR" });
    expect(result.moq).toStrictEqual({ quantity: 2, unit: "set" });
  });

  it("uses the DOM for fields the state lacks", () => {
    const body = `<a class="company-name" href="https://x.en.alibaba.com/">Acme Trading Co., Ltd.</a>
      <table><tr><th>Quantity (units)</th><td>1 - 10</td><td>&gt; 10</td></tr><tr><th>Est. time (days)</th><td>5</td><td>To be negotiated</td></tr></table>`;
    const result = extract(page({ body, state: state({ subject: "Mixed" }) }));
    expect(result.supplierName).toBe("Acme Trading Co., Ltd.");
    expect(result.leadTime).toStrictEqual([
      { minQty: 1, maxQty: 10, days: 5 },
      { minQty: 11, maxQty: null, days: null },
    ]);
  });

  it("reads relative, protocol-relative and lazy gallery images, skipping data: placeholders", () => {
    const body = `<h1>Gallery</h1><ul class="inav">
      <li class="item"><img src="data:image/gif;base64,R0lGOD" data-src="//sc01.alicdn.com/kf/HTB1a.jpg_50x50.jpg"></li>
      <li class="item"><img src="/kf/HTB1b.jpg_50x50.jpg"></li>
      <li class="item"><img lazyload-src="http://sc01.alicdn.com/kf/HTB1a.jpg_350x350.jpg" src="data:image/png;base64,iVBOR"></li>
      <li class="item"><img src="https://img.alicdn.com/imgextra/i1/O1CN01x-2-tps-48-48.png"></li></ul>`;
    expect(extract(page({ body })).images).toStrictEqual([
      "https://sc01.alicdn.com/kf/HTB1a.jpg",
      "https://www.alibaba.com/kf/HTB1b.jpg",
    ]);
  });

  it("falls back to og:image, then og:title without its tail, and the supplier at the end of the description", () => {
    const head = `<meta property="og:title" content="Solar Panel 450W - Buy Solar Panel,Panel Product on Alibaba.com">
      <meta property="og:image" content="//sc04.alicdn.com/kf/Hsolar.jpg_300x300.jpg">
      <meta name="description" content="Solar Panel 450W, Find Complete Details about Solar Panel 450W from Solar Panels Supplier or Manufacturer-Sunny Energy Co., Ltd.">`;
    const result = extract(page({ head }));
    expect(result).toMatchObject({
      title: "Solar Panel 450W",
      subtitle: null,
      images: ["https://sc04.alicdn.com/kf/Hsolar.jpg"],
      supplierName: "Sunny Energy Co., Ltd.",
    });
  });

  it("applies rule S: text before 'Find Complete Details', trailing commas and dashes removed, null if it is the title", () => {
    const withDescription = (content: string) =>
      extract(page({ head: `<meta property="og:description" content="${content}">`, body: "<h1>Camping Table</h1>" }))
        .subtitle;
    expect(withDescription("Light and strong -, FIND COMPLETE DETAILS ABOUT Camping Table")).toBe("Light and strong");
    expect(withDescription("camping table. find complete details about Camping Table")).toBeNull();
    expect(withDescription(" , Find Complete Details about x")).toBeNull();
    expect(withDescription("Folds&nbsp;flat\u00a0in   seconds.")).toBe("Folds flat in seconds.");
  });

  it("reads a JSON-LD Product inside @graph, with an offer list and image objects", () => {
    const jsonLd = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", name: "Not this" },
        {
          "@type": ["Product"],
          name: "Graph &amp; Product",
          image: [
            { "@type": "ImageObject", url: "https://sc04.alicdn.com/kf/Hg.jpg_350x350.jpg" },
            "https://sc04.alicdn.com/kf/Hg.jpg",
          ],
          description: "  Line one \n\n   line two  ",
          offers: [
            { "@type": "Offer", price: "4.50", priceCurrency: "USD" },
            {
              "@type": "Offer",
              price: 3,
              priceCurrency: "USD",
              eligibleQuantity: { minValue: "1,000", unitText: "Pieces" },
            },
          ],
        },
      ],
    };
    const result = extract(
      page({
        head: `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script><script type="application/ld+json">{broken</script>`,
      }),
    );
    expect(result).toMatchObject({
      title: "Graph & Product",
      images: ["https://sc04.alicdn.com/kf/Hg.jpg"],
      description: "Line one\nline two",
      priceRange: { min: 3, max: 4.5, currency: "USD" },
      moq: { quantity: 1000, unit: "pieces" },
    });
  });
});

describe("pages that are not a product", () => {
  it.each([
    ["<punish-component />"],
    ["<script>location.href='/_____tmd_____/punish'</script>"],
    ['<a href="/x?x5secdata=abc">verify</a>'],
    ["<!--rgv587_flag:sm-->"],
    ['<script>window._config_ = {"NCTOKENSTR":"abc","action":"captchaslide"};</script>'],
  ])("recognises the captcha page by %s", (marker) => {
    expect(extractAlibabaProduct(page({ body: `${marker}<h1>Still a title</h1>` }), PAGE_URL)).toStrictEqual({
      error: "blocked",
    });
  });

  it("recognises a login wall, but not the usual 'Sign in' link", () => {
    expect(
      extractAlibabaProduct(page({ body: '<script>window._config_ = {"action":"login"};</script>' }), PAGE_URL),
    ).toStrictEqual({ error: "login" });
    const normal = page({
      body: '<a href="https://login.alibaba.com/newlogin/icbuLogin.htm">Sign in</a><h1>Normal</h1>',
    });
    expect(extractAlibabaProduct(normal, PAGE_URL)).toMatchObject({ title: "Normal" });
  });

  it("recognises the 'Product Not Available' page and a page without any title", () => {
    const notAvailable = page({ head: "<title>Product Not Available</title>", state: { globalData: { product: {} } } });
    expect(extractAlibabaProduct(notAvailable, PAGE_URL)).toStrictEqual({ error: "not_found" });
    expect(extractAlibabaProduct(page({ body: "<p>Nothing here</p>" }), PAGE_URL)).toStrictEqual({
      error: "no_product",
    });
  });
});
