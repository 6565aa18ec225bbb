import { describe, expect, test } from "vitest";
import {
  computeModePrices,
  computeOrderTotal,
  computeProductPrice,
  convertFromXpf,
  countShippingUnits,
  getShippingRule,
  isQuantityAllowed,
  MAX_ORDER_QUANTITY,
  formatPriceOrQuote,
  formatXpfForDisplay,
  getShippingMode,
  normalizeQuantity,
  splitDeposit,
  type PriceInputs,
} from "./pricing.ts";
import { formatMoney } from "../format/money.ts";

const RATE = 119.33;
const EMPTY: PriceInputs = {
  finalPriceXpf: null,
  basePriceXpf: null,
  freightPriceXpf: null,
  purchasePriceCents: null,
  marginCoefficient: null,
  seaFreightCents: null,
  airFreightCents: null,
  seaShippingAvailable: true,
  airShippingAvailable: false,
};
const product = (overrides: Partial<PriceInputs>): PriceInputs => ({ ...EMPTY, ...overrides });

describe("storefront §9: price", () => {
  test("final_price_xpf wins when present", () => {
    const price = computeProductPrice(product({ finalPriceXpf: 250_000, purchasePriceCents: 100_00 }), RATE);
    expect(price.priceXpf).toBe(250_000);
  });

  test("else (purchase × margin + sea freight) × 119.33, rounded", () => {
    // (1000 × 1.5 + 200) × 119.33 = 202 861
    const price = computeProductPrice(
      product({ purchasePriceCents: 1000_00, marginCoefficient: 1.5, seaFreightCents: 200_00 }),
      RATE,
    );
    expect(price.priceXpf).toBe(202_861);
  });

  test("the margin coefficient defaults to 1.5 and may come as a numeric string", () => {
    expect(computeProductPrice(product({ purchasePriceCents: 100_00 }), RATE).priceXpf).toBe(17_900);
    expect(
      computeProductPrice(product({ purchasePriceCents: 100_00, marginCoefficient: "2.000" }), RATE).priceXpf,
    ).toBe(23_866);
  });

  test("rounding goes to the nearest franc", () => {
    // 0.01 × 1.5 × 119.33 = 1.79 → 2
    expect(computeProductPrice(product({ purchasePriceCents: 1 }), RATE).priceXpf).toBe(2);
  });

  test("a product without any price is on quote (price 0)", () => {
    const price = computeProductPrice(product({}), RATE);
    expect(price).toEqual({
      priceXpf: 0,
      baseXpf: 0,
      freightXpf: 0,
      shipping: { unit: "container_20", capacity: 1 },
      shippingMode: "maritime",
      isOnQuote: true,
    });
    expect(computeProductPrice(product({ finalPriceXpf: 0 }), RATE).isOnQuote).toBe(true);
  });

  test("the rate is a parameter (a setting), not a constant", () => {
    expect(computeProductPrice(product({ purchasePriceCents: 100_00, marginCoefficient: 1 }), 100).priceXpf).toBe(
      10_000,
    );
  });
});

describe("storefront §9: base price excludes freight", () => {
  test("base_price_xpf when present", () => {
    const price = computeProductPrice(product({ finalPriceXpf: 120_000, basePriceXpf: 100_000 }), RATE);
    expect(price.baseXpf).toBe(100_000);
  });

  test("else purchase × margin × rate", () => {
    const price = computeProductPrice(product({ purchasePriceCents: 1000_00, seaFreightCents: 200_00 }), RATE);
    expect(price.baseXpf).toBe(178_995);
    expect(price.freightXpf).toBe(23_866);
  });

  test("else final minus freight", () => {
    const price = computeProductPrice(product({ finalPriceXpf: 120_000, freightPriceXpf: 15_000 }), RATE);
    expect(price.baseXpf).toBe(105_000);
  });
});

describe("storefront §9: freight precedence", () => {
  test("freight_price_xpf first", () => {
    const price = computeProductPrice(
      product({ finalPriceXpf: 120_000, basePriceXpf: 100_000, freightPriceXpf: 5_000, seaFreightCents: 100_00 }),
      RATE,
    );
    expect(price.freightXpf).toBe(5_000);
  });

  test("else final − base", () => {
    const price = computeProductPrice(
      product({ finalPriceXpf: 120_000, basePriceXpf: 100_000, seaFreightCents: 100_00 }),
      RATE,
    );
    expect(price.freightXpf).toBe(20_000);
  });

  test("final − base is never below 0", () => {
    const price = computeProductPrice(product({ finalPriceXpf: 90_000, basePriceXpf: 100_000 }), RATE);
    expect(price.freightXpf).toBe(0);
  });

  test("else sea freight × rate", () => {
    const price = computeProductPrice(
      product({ finalPriceXpf: 90_000, seaFreightCents: 100_00, airFreightCents: 300_00 }),
      RATE,
    );
    expect(price.freightXpf).toBe(11_933);
  });

  test("else air freight × rate", () => {
    const price = computeProductPrice(product({ finalPriceXpf: 90_000, airFreightCents: 300_00 }), RATE);
    expect(price.freightXpf).toBe(35_799);
  });

  test("else no freight", () => {
    expect(computeProductPrice(product({ finalPriceXpf: 90_000 }), RATE).freightXpf).toBe(0);
  });
});

describe("storefront §9: shipping mode", () => {
  test("maritime when a sea freight is known", () => {
    expect(getShippingMode(product({ seaFreightCents: 1, airFreightCents: 1, seaShippingAvailable: false }))).toBe(
      "maritime",
    );
  });
  test("aerien when only an air freight is known", () => {
    expect(getShippingMode(product({ airFreightCents: 1 }))).toBe("aerien");
  });
  test("from the availability flags otherwise, both giving maritime", () => {
    expect(getShippingMode(product({ seaShippingAvailable: true, airShippingAvailable: true }))).toBe("maritime");
    expect(getShippingMode(product({ seaShippingAvailable: false, airShippingAvailable: true }))).toBe("aerien");
    expect(getShippingMode(product({ seaShippingAvailable: false, airShippingAvailable: false }))).toBeNull();
  });
});

describe("back-office §9: prices per mode", () => {
  const inputs = {
    purchasePriceCents: 1000_00,
    marginCoefficient: 1.5,
    seaFreightCents: 200_00,
    airFreightCents: 500_00,
    seaShippingAvailable: true,
    airShippingAvailable: true,
  };
  test("sea and air computed separately: (purchase × margin + freight of the mode) × rate", () => {
    const prices = computeModePrices(inputs, RATE);
    expect(prices.seaXpf).toBe(202_861);
    expect(prices.airXpf).toBe(238_660);
  });
  test("each only when available", () => {
    const prices = computeModePrices({ ...inputs, airShippingAvailable: false }, RATE);
    expect(prices.airXpf).toBeNull();
    expect(prices.seaXpf).toBe(202_861);
    expect(computeModePrices({ ...inputs, seaShippingAvailable: false }, RATE).seaXpf).toBeNull();
  });
  test("list view: base = purchase × margin; total = base + sea freight", () => {
    const prices = computeModePrices(inputs, RATE);
    expect(prices.baseXpf).toBe(178_995);
    expect(prices.listTotalXpf).toBe(202_861);
  });
  test("no purchase price gives no computed prices", () => {
    expect(computeModePrices({ ...inputs, purchasePriceCents: null }, RATE)).toEqual({
      baseXpf: null,
      seaXpf: null,
      airXpf: null,
      listTotalXpf: null,
    });
  });
});

describe("storefront §5: configurator and order total", () => {
  test("unit = base + Σ deltas; total = unit × quantity + freight of the shipping units", () => {
    expect(
      computeOrderTotal({
        unitPriceXpf: 100_000,
        optionDeltasXpf: [5_000, 2_500],
        quantity: 3,
        freightPerUnitXpf: 10_000,
        unitsPerShippingUnit: 3,
      }),
    ).toEqual({
      unitXpf: 107_500,
      subtotalXpf: 322_500,
      freightXpf: 10_000,
      shippingUnits: 1,
      totalXpf: 332_500,
    });
  });
  test("the unit price never goes below 0", () => {
    expect(
      computeOrderTotal({
        unitPriceXpf: 1_000,
        optionDeltasXpf: [-5_000],
        quantity: 2,
        freightPerUnitXpf: 300,
        unitsPerShippingUnit: 2,
      }),
    ).toEqual({
      unitXpf: 0,
      subtotalXpf: 0,
      freightXpf: 300,
      shippingUnits: 1,
      totalXpf: 300,
    });
  });
  test("an invalid quantity counts as 1", () => {
    expect(
      computeOrderTotal({
        unitPriceXpf: 100,
        optionDeltasXpf: [],
        quantity: 0,
        freightPerUnitXpf: 0,
        unitsPerShippingUnit: 1,
      }).totalXpf,
    ).toBe(100);
  });
  test("quantity is an integer ≥ 1, 1 when invalid", () => {
    expect(normalizeQuantity("4")).toBe(4);
    expect(normalizeQuantity(" 2 ")).toBe(2);
    for (const bad of ["0", "-3", "1.5", "abc", "", null, undefined, Number.NaN])
      expect(normalizeQuantity(bad)).toBe(1);
  });
});

describe("§9: deposit", () => {
  test("deposit = round(amount × ratio), balance = amount − deposit, percent = round(ratio × 100)", () => {
    expect(splitDeposit(100_001, 0.6)).toEqual({ deposit: 60_001, balance: 40_000, percent: 60 });
    expect(splitDeposit(12_345, 0.333)).toEqual({ deposit: 4_111, balance: 8_234, percent: 33 });
  });
});

describe("§9: display currencies and formats", () => {
  test("XPF in French format with a narrow no-break space, suffix XPF", () => {
    expect(formatMoney(12_345, "XPF", "fr")).toBe("12\u202F345\u00A0XPF");
    expect(formatMoney(1_234_567, "XPF", "fr-FR").replace(/\s/g, " ")).toBe("1 234 567 XPF");
    expect(formatMoney(0, "XPF", "fr")).toBe("0\u00A0XPF");
  });
  test("USD and HKD with 2 decimals", () => {
    expect(formatMoney(123_456, "USD", "en")).toBe("$1,234.56");
    expect(formatMoney(1230, "HKD", "zh")).toMatch(/HK\$\s?12\.30/);
  });
  test("conversion from XPF at the settings' francs per unit, rounded to the cent", () => {
    // 3 317 374 XPF ÷ 119.33 = 27 800.00 USD: the tiny house of the issue
    expect(convertFromXpf(3_317_374, 119.33, "USD")).toBe(2_780_000);
    // 12 345 ÷ 15.30 = 806.862… HKD
    expect(convertFromXpf(12_345, 15.3, "HKD")).toBe(80_686);
    expect(convertFromXpf(119_330, 119.33, "EUR")).toBe(100_000);
    expect(convertFromXpf(12_345, 1, "XPF")).toBe(12_345);
  });
  test("display per language: fr XPF, en USD and zh HKD at the same rates as the charge (ruling 1)", () => {
    expect(formatXpfForDisplay(30_000, { currency: "XPF", xpfPerUnit: 1 }, "fr-FR")).toBe("30\u202F000\u00A0XPF");
    expect(formatXpfForDisplay(3_317_374, { currency: "USD", xpfPerUnit: 119.33 }, "en")).toBe("$27,800.00");
    expect(formatXpfForDisplay(30_000, { currency: "HKD", xpfPerUnit: 15.3 }, "zh-Hans")).toMatch(/HK\$\s?1,960\.78/);
  });
  test("French names the currency by its code; English groups with commas, never a French space", () => {
    expect(formatMoney(2_780_000, "USD", "fr-FR").replace(/\s/g, " ")).toBe("27 800,00 USD");
    expect(formatMoney(1_234_567, "XPF", "en")).toBe("1,234,567\u00A0XPF");
    expect(formatMoney(1_234_567, "XPF", "en")).not.toMatch(/\u202F/);
  });
  test("'Sur devis' when 0, with a translated label at the call site", () => {
    expect(formatPriceOrQuote(0, "XPF", "fr")).toBe("Sur devis");
    expect(formatPriceOrQuote(0, "USD", "en", "On quote")).toBe("On quote");
    expect(formatPriceOrQuote(500, "XPF", "fr")).toBe("500\u00A0XPF");
  });
});

describe("ruling 11: freight per shipping unit", () => {
  test("shipping units = ceil(quantity ÷ capacity), at least 1", () => {
    // The demo mini-excavator: 2 per 20-foot container.
    expect([1, 2, 3, 37].map((qty) => countShippingUnits(qty, 2))).toEqual([1, 1, 2, 19]);
    // Solar panels: 36 per pallet.
    expect([1, 2, 3, 36, 37].map((qty) => countShippingUnits(qty, 36))).toEqual([1, 1, 1, 1, 2]);
    // One product per unit (the default).
    expect([1, 2, 3, 37].map((qty) => countShippingUnits(qty, 1))).toEqual([1, 2, 3, 37]);
    expect(countShippingUnits(5, 0)).toBe(5);
  });
  test("freight = freight of one unit × units needed; quantity 1 costs what the spec formula gives", () => {
    const order = (quantity: number) =>
      computeOrderTotal({
        unitPriceXpf: 2_613_327,
        optionDeltasXpf: [],
        quantity,
        freightPerUnitXpf: 250_593,
        unitsPerShippingUnit: 2,
      });
    expect(order(1)).toMatchObject({ shippingUnits: 1, freightXpf: 250_593, totalXpf: 2_863_920 });
    expect(order(2)).toMatchObject({ shippingUnits: 1, freightXpf: 250_593, totalXpf: 2 * 2_613_327 + 250_593 });
    expect(order(3)).toMatchObject({ shippingUnits: 2, freightXpf: 501_186, totalXpf: 3 * 2_613_327 + 501_186 });
    expect(order(37)).toMatchObject({ shippingUnits: 19, freightXpf: 19 * 250_593 });
  });
  test("a product's rule defaults to one unit per 20-foot container", () => {
    expect(getShippingRule({})).toEqual({ unit: "container_20", capacity: 1 });
    expect(getShippingRule({ shippingUnit: "pallet", unitsPerShippingUnit: 36 })).toEqual({
      unit: "pallet",
      capacity: 36,
    });
    expect(getShippingRule({ shippingUnit: "parcel", unitsPerShippingUnit: 0 })).toEqual({
      unit: "parcel",
      capacity: 1,
    });
  });
  test("computeProductPrice carries the shipping rule; the freight is that of one unit", () => {
    const price = computeProductPrice(
      {
        ...EMPTY,
        finalPriceXpf: 2_863_920,
        basePriceXpf: 2_613_327,
        freightPriceXpf: 250_593,
        shippingUnit: "container_20",
        unitsPerShippingUnit: 2,
      },
      RATE,
    );
    expect(price).toMatchObject({
      priceXpf: 2_863_920,
      freightXpf: 250_593,
      shipping: { unit: "container_20", capacity: 2 },
    });
  });
});

describe("quantity bound", () => {
  test(`1…${MAX_ORDER_QUANTITY} allowed, more refused; the largest total stays an exact JS integer`, () => {
    expect(isQuantityAllowed(1)).toBe(true);
    expect(isQuantityAllowed(MAX_ORDER_QUANTITY)).toBe(true);
    expect(isQuantityAllowed(MAX_ORDER_QUANTITY + 1)).toBe(false);
    expect(isQuantityAllowed(1_000_000)).toBe(false);
    // An integer column's largest price × the bound × freight units still fits in 2^53 (bigint columns hold it).
    expect(Number.isSafeInteger((2 ** 31 - 1) * MAX_ORDER_QUANTITY * 2)).toBe(true);
  });
});
