// Structured data of a product sheet (issue 3 item 9; DESIGN.md ruling 2): the real price and currency, and no
// offer at all for a product 'Sur devis'.

export const JSON_LD_DESCRIPTION_LENGTH = 400;

export type ProductJsonLdInput = {
  title: string;
  subtitle: string | null;
  descriptionHtml: string;
  url: string;
  imageUrls: string[];
  priceXpf: number;
  isAvailable: boolean;
  sku: string;
};

/** Visible text of sanitised HTML, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(x?[0-9a-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(
        code.startsWith("x") || code.startsWith("X") ? Number.parseInt(code.slice(1), 16) : Number(code),
      ),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** The description cut to 400 characters (storefront §9). */
export function cutDescription(text: string, max = JSON_LD_DESCRIPTION_LENGTH): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

export function buildProductJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const description = cutDescription(htmlToPlainText(input.descriptionHtml) || input.subtitle || input.title);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.title,
    description,
    sku: input.sku,
    url: input.url,
    image: input.imageUrls,
    brand: { "@type": "Brand", name: "BPE Polynésie" },
  };
  if (input.priceXpf > 0) {
    data.offers = {
      "@type": "Offer",
      url: input.url,
      price: input.priceXpf,
      priceCurrency: "XPF",
      availability: input.isAvailable ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    };
  }
  return data;
}
