import { CURRENCY_DECIMALS } from "../money/currency.ts";
// The money of the customs documents (issue 30 item 4, DESIGN.md ruling 19), pure and in integer minor units:
// a shipment's freight and insurance shared between its consignees in proportion to their goods value, the rounding
// remainder on the largest share so the parts add up to the whole; each consignee's CIF value (goods + freight +
// insurance) and its counter-value in francs at the shipment's stated rate.

/**
 * `total` split in proportion to `weights`: each part is floor(total × weight ÷ Σweights), then what rounding left
 * goes to the part of the largest weight (the first of equal ones). When every weight is 0 (no goods value at all),
 * the parts are equal, the remainder on the first. Exact for any amount below 2^53 (BigInt products).
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a whole amount ≥ 0: ${total}`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`weights must be whole and ≥ 0: ${weight}`);
  }
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError("a charge cannot be shared between no consignee");
    return [];
  }
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  const even = sum === 0n;
  const parts = weights.map((weight) =>
    even ? Math.floor(total / weights.length) : Number((BigInt(total) * BigInt(weight)) / sum),
  );
  const remainder = total - parts.reduce((a, b) => a + b, 0);
  parts[largestIndex(weights)]! += remainder;
  return parts;
}

function largestIndex(values: readonly number[]): number {
  let best = 0;
  values.forEach((value, index) => {
    if (value > values[best]!) best = index;
  });
  return best;
}

export type ConsigneeCharges = {
  goodsMinor: number;
  freightMinor: number;
  insuranceMinor: number;
  /** goods + freight + insurance, in the shipment's currency. */
  cifMinor: number;
  /** The CIF value in whole francs at the stated rate (the CIF itself when the currency is XPF). */
  cifXpf: number;
};

export type ShipmentCharges = { consignees: ConsigneeCharges[]; total: ConsigneeCharges };

export type ChargesInput = {
  currency: keyof typeof CURRENCY_DECIMALS;
  freightMinor: number;
  insuranceMinor: number;
  /** Francs per unit of `currency`; ignored for XPF. */
  xpfRate: number | null;
  /** Each consignee's goods value, in the minor unit of `currency`. */
  goodsMinor: readonly number[];
};

/** The CIF figures of every consignee and of the whole shipment; the parts add up to the whole, francs aside. */
export function computeShipmentCharges(input: ChargesInput): ShipmentCharges {
  const freight = allocateProportionally(input.freightMinor, input.goodsMinor);
  const insurance = allocateProportionally(input.insuranceMinor, input.goodsMinor);
  const figures = (goodsMinor: number, freightMinor: number, insuranceMinor: number): ConsigneeCharges => {
    const cifMinor = goodsMinor + freightMinor + insuranceMinor;
    return {
      goodsMinor,
      freightMinor,
      insuranceMinor,
      cifMinor,
      cifXpf: toXpf(cifMinor, input.currency, input.xpfRate),
    };
  };
  const goodsTotal = input.goodsMinor.reduce((a, b) => a + b, 0);
  return {
    consignees: input.goodsMinor.map((goods, i) => figures(goods, freight[i]!, insurance[i]!)),
    total: figures(goodsTotal, input.freightMinor, input.insuranceMinor),
  };
}

/**
 * An amount in minor units of `currency` as whole francs at `xpfRate` francs per unit, rounded half up. The rate is
 * read to its 4 stored decimals, so the product is exact integer arithmetic.
 */
export function toXpf(amountMinor: number, currency: keyof typeof CURRENCY_DECIMALS, xpfRate: number | null): number {
  if (currency === "XPF") return amountMinor;
  if (xpfRate === null || !(xpfRate > 0)) throw new RangeError(`a rate is needed to convert ${currency} to XPF`);
  const rate = BigInt(Math.round(xpfRate * 10_000));
  const divisor = 10_000n * 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  const scaled = BigInt(amountMinor) * rate;
  return Number((scaled * 2n + divisor) / (2n * divisor));
}
