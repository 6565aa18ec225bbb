import { describe, expect, it } from "vitest";
import { lineProductChoice, orderProductChoice, type ProductForLine } from "./line-product-price.ts";

const rates = { XPF: 1, USD: 119.33, EUR: 119.33 };
const product = (values: Partial<ProductForLine>): ProductForLine => ({
  slug: "kit",
  title: "Kit solaire",
  finalPriceXpf: null,
  basePriceXpf: null,
  freightPriceXpf: null,
  purchasePriceCents: null,
  marginCoefficient: 1.5,
  seaFreightCents: null,
  airFreightCents: null,
  seaShippingAvailable: true,
  airShippingAvailable: false,
  ...values,
});

describe("lineProductChoice", () => {
  it("prices a line at the shop's price in each document currency, converted at the rate and rounded to the cent", () => {
    expect(lineProductChoice(product({ finalPriceXpf: 45_000 }), "sale", rates)).toEqual({
      slug: "kit",
      title: "Kit solaire",
      description: "Kit solaire",
      prices: { USD: "377.11", EUR: "377.11", XPF: "45000" },
    });
    // Another USD rate changes the USD price only.
    expect(lineProductChoice(product({ finalPriceXpf: 45_000 }), "sale", { ...rates, USD: 100 }).prices).toEqual({
      USD: "450.00",
      EUR: "377.11",
      XPF: "45000",
    });
  });

  it("computes the price of a product with a purchase price and no stored price, as the shop does", () => {
    const made = product({ purchasePriceCents: 100_000, seaFreightCents: 20_000 });
    expect(lineProductChoice(made, "sale", rates).prices).toEqual({ USD: "1700.00", EUR: "1700.00", XPF: "202861" });
    expect(lineProductChoice(made, "purchase", rates).prices).toEqual({
      USD: "1000.00",
      EUR: "1000.00",
      XPF: "119330",
    });
  });

  it("gives no price for a product 'Sur devis'", () => {
    expect(lineProductChoice(product({}), "sale", rates).prices).toEqual({});
    expect(lineProductChoice(product({}), "purchase", rates).prices).toEqual({});
  });
});

describe("orderProductChoice", () => {
  it("describes the order's product with its options and prices it with their deltas, freight apart", () => {
    const kit = product({ finalPriceXpf: 1_193_300, basePriceXpf: 1_073_970, freightPriceXpf: 119_330 });
    const choice = orderProductChoice(
      kit,
      [
        { code: "pose", label: "Pose", valueCode: "oui", valueLabel: "Avec pose", priceDelta: 59_665 },
        { code: "couleur", label: "Couleur", valueCode: "noir", valueLabel: "Noir", priceDelta: 0 },
      ],
      rates,
    );
    expect(choice.description).toBe("Kit solaire\nPose : Avec pose\nCouleur : Noir");
    // 1 073 970 + 59 665 = 1 133 635 XPF; ÷ 119.33 = 9 500.00 USD.
    expect(choice.prices).toEqual({ USD: "9500.00", EUR: "9500.00", XPF: "1133635" });
  });
});
