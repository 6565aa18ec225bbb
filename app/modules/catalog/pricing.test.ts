import { describe, expect, test } from 'vitest';
import {
  computeModePrices,
  computeOrderTotal,
  computeProductPrice,
  computeShippingUnits,
  convertFromXpf,
  formatMoney,
  formatPriceOrQuote,
  formatXpfForDisplay,
  getShippingMode,
  normalizeQuantity,
  splitDeposit,
  type PriceInputs,
} from './pricing.ts';

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

describe('storefront §9: price', () => {
  test('final_price_xpf wins when present', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 250_000, purchasePriceCents: 100_00 }), RATE);
    expect(price.priceXpf).toBe(250_000);
  });

  test('else (purchase × margin + sea freight) × 119.33, rounded', () => {
    // (1000 × 1.5 + 200) × 119.33 = 202 861
    const price = computeProductPrice(
      product({ purchasePriceCents: 1000_00, marginCoefficient: 1.5, seaFreightCents: 200_00 }),
      RATE,
    );
    expect(price.priceXpf).toBe(202_861);
  });

  test('the margin coefficient defaults to 1.5 and may come as a numeric string', () => {
    expect(computeProductPrice(product({ purchasePriceCents: 100_00 }), RATE).priceXpf).toBe(17_900);
    expect(computeProductPrice(product({ purchasePriceCents: 100_00, marginCoefficient: '2.000' }), RATE).priceXpf).toBe(23_866);
  });

  test('rounding goes to the nearest franc', () => {
    // 0.01 × 1.5 × 119.33 = 1.79 → 2
    expect(computeProductPrice(product({ purchasePriceCents: 1 }), RATE).priceXpf).toBe(2);
  });

  test('a product without any price is on quote (price 0)', () => {
    const price = computeProductPrice(product({}), RATE);
    expect(price).toEqual({ priceXpf: 0, baseXpf: 0, freightXpf: 0, shippingMode: 'maritime', isOnQuote: true });
    expect(computeProductPrice(product({ finalPriceXpf: 0 }), RATE).isOnQuote).toBe(true);
  });

  test('the rate is a parameter (a setting), not a constant', () => {
    expect(computeProductPrice(product({ purchasePriceCents: 100_00, marginCoefficient: 1 }), 100).priceXpf).toBe(10_000);
  });
});

describe('storefront §9: base price excludes freight', () => {
  test('base_price_xpf when present', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 120_000, basePriceXpf: 100_000 }), RATE);
    expect(price.baseXpf).toBe(100_000);
  });

  test('else purchase × margin × rate', () => {
    const price = computeProductPrice(product({ purchasePriceCents: 1000_00, seaFreightCents: 200_00 }), RATE);
    expect(price.baseXpf).toBe(178_995);
    expect(price.freightXpf).toBe(23_866);
  });

  test('else final minus freight', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 120_000, freightPriceXpf: 15_000 }), RATE);
    expect(price.baseXpf).toBe(105_000);
  });
});

describe('storefront §9: freight precedence', () => {
  test('freight_price_xpf first', () => {
    const price = computeProductPrice(
      product({ finalPriceXpf: 120_000, basePriceXpf: 100_000, freightPriceXpf: 5_000, seaFreightCents: 100_00 }),
      RATE,
    );
    expect(price.freightXpf).toBe(5_000);
  });

  test('else final − base', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 120_000, basePriceXpf: 100_000, seaFreightCents: 100_00 }), RATE);
    expect(price.freightXpf).toBe(20_000);
  });

  test('final − base is never below 0', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 90_000, basePriceXpf: 100_000 }), RATE);
    expect(price.freightXpf).toBe(0);
  });

  test('else sea freight × rate', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 90_000, seaFreightCents: 100_00, airFreightCents: 300_00 }), RATE);
    expect(price.freightXpf).toBe(11_933);
  });

  test('else air freight × rate', () => {
    const price = computeProductPrice(product({ finalPriceXpf: 90_000, airFreightCents: 300_00 }), RATE);
    expect(price.freightXpf).toBe(35_799);
  });

  test('else no freight', () => {
    expect(computeProductPrice(product({ finalPriceXpf: 90_000 }), RATE).freightXpf).toBe(0);
  });
});

describe('storefront §9: shipping mode', () => {
  test('maritime when a sea freight is known', () => {
    expect(getShippingMode(product({ seaFreightCents: 1, airFreightCents: 1, seaShippingAvailable: false }))).toBe('maritime');
  });
  test('aerien when only an air freight is known', () => {
    expect(getShippingMode(product({ airFreightCents: 1 }))).toBe('aerien');
  });
  test('from the availability flags otherwise, both giving maritime', () => {
    expect(getShippingMode(product({ seaShippingAvailable: true, airShippingAvailable: true }))).toBe('maritime');
    expect(getShippingMode(product({ seaShippingAvailable: false, airShippingAvailable: true }))).toBe('aerien');
    expect(getShippingMode(product({ seaShippingAvailable: false, airShippingAvailable: false }))).toBeNull();
  });
});

describe('back-office §9: prices per mode', () => {
  const inputs = {
    purchasePriceCents: 1000_00,
    marginCoefficient: 1.5,
    seaFreightCents: 200_00,
    airFreightCents: 500_00,
    seaShippingAvailable: true,
    airShippingAvailable: true,
  };
  test('sea and air computed separately: (purchase × margin + freight of the mode) × rate', () => {
    const prices = computeModePrices(inputs, RATE);
    expect(prices.seaXpf).toBe(202_861);
    expect(prices.airXpf).toBe(238_660);
  });
  test('each only when available', () => {
    const prices = computeModePrices({ ...inputs, airShippingAvailable: false }, RATE);
    expect(prices.airXpf).toBeNull();
    expect(prices.seaXpf).toBe(202_861);
    expect(computeModePrices({ ...inputs, seaShippingAvailable: false }, RATE).seaXpf).toBeNull();
  });
  test('list view: base = purchase × margin; total = base + sea freight', () => {
    const prices = computeModePrices(inputs, RATE);
    expect(prices.baseXpf).toBe(178_995);
    expect(prices.listTotalXpf).toBe(202_861);
  });
  test('no purchase price gives no computed prices', () => {
    expect(computeModePrices({ ...inputs, purchasePriceCents: null }, RATE)).toEqual({
      baseXpf: null,
      seaXpf: null,
      airXpf: null,
      listTotalXpf: null,
    });
  });
});

describe('storefront §5: configurator and order total', () => {
  test('unit = base + Σ deltas; total = unit × quantity + freight', () => {
    expect(computeOrderTotal({ unitPriceXpf: 100_000, optionDeltasXpf: [5_000, 2_500], quantity: 3, freightXpf: 10_000 })).toEqual({
      unitXpf: 107_500,
      subtotalXpf: 322_500,
      totalXpf: 332_500,
    });
  });
  test('the unit price never goes below 0', () => {
    expect(computeOrderTotal({ unitPriceXpf: 1_000, optionDeltasXpf: [-5_000], quantity: 2, freightXpf: 300 })).toEqual({
      unitXpf: 0,
      subtotalXpf: 0,
      totalXpf: 300,
    });
  });
  test('an invalid quantity counts as 1', () => {
    expect(computeOrderTotal({ unitPriceXpf: 100, optionDeltasXpf: [], quantity: 0, freightXpf: 0 }).totalXpf).toBe(100);
  });
  test('quantity is an integer ≥ 1, 1 when invalid', () => {
    expect(normalizeQuantity('4')).toBe(4);
    expect(normalizeQuantity(' 2 ')).toBe(2);
    for (const bad of ['0', '-3', '1.5', 'abc', '', null, undefined, Number.NaN]) expect(normalizeQuantity(bad)).toBe(1);
  });
});

describe('§9: deposit', () => {
  test('deposit = round(amount × ratio), balance = amount − deposit, percent = round(ratio × 100)', () => {
    expect(splitDeposit(100_001, 0.6)).toEqual({ deposit: 60_001, balance: 40_000, percent: 60 });
    expect(splitDeposit(12_345, 0.333)).toEqual({ deposit: 4_111, balance: 8_234, percent: 33 });
  });
});

describe('§9: display currencies and formats', () => {
  test('XPF in French format with a narrow no-break space, suffix XPF', () => {
    expect(formatMoney(12_345, 'XPF', 'fr')).toBe('12\u202F345\u00A0XPF');
    expect(formatMoney(1_234_567, 'XPF', 'en').replace(/\s/g, ' ')).toBe('1 234 567 XPF');
    expect(formatMoney(0, 'XPF', 'fr')).toBe('0\u00A0XPF');
  });
  test('USD and HKD with 2 decimals', () => {
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(1230, 'HKD', 'zh')).toMatch(/HK\$\s?12\.30/);
  });
  test('conversion from XPF into a 2-decimal currency rounds to the cent', () => {
    // 30 000 XPF × 0.0062 = 186.00 USD
    expect(convertFromXpf(30_000, 0.0062, 'USD')).toBe(18_600);
    // 12 345 × 0.048 = 592.56 HKD
    expect(convertFromXpf(12_345, 0.048, 'HKD')).toBe(59_256);
    expect(convertFromXpf(12_345, 1, 'XPF')).toBe(12_345);
    expect(convertFromXpf(101, 0.0062)).toBe(63);
  });
  test('display per language: fr XPF rate 1, en USD 0.0062, zh HKD 0.048', () => {
    expect(formatXpfForDisplay(30_000, { currency: 'XPF', rate: 1 }, 'fr')).toBe('30\u202F000\u00A0XPF');
    expect(formatXpfForDisplay(30_000, { currency: 'USD', rate: 0.0062 }, 'en')).toBe('$186.00');
    expect(formatXpfForDisplay(30_000, { currency: 'HKD', rate: 0.048 }, 'zh')).toMatch(/HK\$\s?1,440\.00/);
  });
  test("'Sur devis' when 0, with a translated label at the call site", () => {
    expect(formatPriceOrQuote(0, 'XPF', 'fr')).toBe('Sur devis');
    expect(formatPriceOrQuote(0, 'USD', 'en', 'On quote')).toBe('On quote');
    expect(formatPriceOrQuote(500, 'XPF', 'fr')).toBe('500\u00A0XPF');
  });
});

describe('§9: shipping units', () => {
  test('a pallet holds 36 panels (solar kits or slugs containing "panneau")', () => {
    expect(computeShippingUnits('kit-solaire-10kw', 'solar', 36)).toEqual({ kind: 'pallet', count: 1, capacity: 36 });
    expect(computeShippingUnits('panneau-450w', 'equip', 37)).toEqual({ kind: 'pallet', count: 2, capacity: 36 });
    expect(computeShippingUnits('batterie-lithium', 'kits-solaires', 72)).toEqual({ kind: 'pallet', count: 2, capacity: 36 });
  });
  test('a 20-foot container holds 2 mini-excavators', () => {
    expect(computeShippingUnits('mini-pelle-import-groupe', 'equip', 3)).toEqual({ kind: 'container', count: 2, capacity: 2 });
    expect(computeShippingUnits('mini-excavator-1t', 'equip', 2)).toEqual({ kind: 'container', count: 1, capacity: 2 });
  });
  test('nothing for other products', () => {
    expect(computeShippingUnits('kit-structure-tiny-house-70-m2', 'tiny', 1)).toBeNull();
    expect(computeShippingUnits('serre-photovoltaique-vanille', 'solar', 1)).toBeNull();
  });
});
