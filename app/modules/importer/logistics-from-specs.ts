// The logistics facts an Alibaba page gives (issue 30 item 1), read from the specs the extraction returns: the place
// of origin ("Zhejiang, China" → CN), net and gross weights ("3.6 kg"), the package's size ("61 x 14 x 11 cm") and
// an HS code when the seller states one with its 8 digits. What the page does not say stays empty for the owner.
import type { ProductSpec } from "./extract/alibaba-product.ts";
import { HS_CODE_PATTERN, normaliseHsCode, volumeFromDimensions } from "../catalog/product-logistics.ts";

export type ImportedLogistics = {
  hsCode: string | null;
  originCountry: string | null;
  netWeightGrams: number | null;
  grossWeightGrams: number | null;
  shippingUnitLengthMm: number | null;
  shippingUnitWidthMm: number | null;
  shippingUnitHeightMm: number | null;
  shippingUnitVolumeCm3: number | null;
};

/** Country names a supplier's page writes, by their ISO code; the last word of "Province, Country" is read. */
const COUNTRIES: Record<string, string> = {
  china: "CN",
  "mainland china": "CN",
  "hong kong": "HK",
  "hong kong sar": "HK",
  taiwan: "TW",
  vietnam: "VN",
  "viet nam": "VN",
  thailand: "TH",
  malaysia: "MY",
  indonesia: "ID",
  india: "IN",
  japan: "JP",
  "south korea": "KR",
  korea: "KR",
  turkey: "TR",
};

const labelIs = (spec: ProductSpec, pattern: RegExp) => pattern.test(spec.label.trim().toLowerCase());

function originOf(value: string): string | null {
  const parts = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  for (const part of parts.reverse()) if (COUNTRIES[part]) return COUNTRIES[part];
  return null;
}

/** "3.6 kg", "420 g", "0.42KG" → grams; null when no unit or no number is read. */
export function gramsOf(value: string): number | null {
  const match = /([0-9]+(?:[.,][0-9]+)?)\s*(kg|kgs|kilograms?|g|grams?)\b/i.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1].replace(",", "."));
  return Math.round(match[2].toLowerCase().startsWith("k") ? amount * 1000 : amount);
}

/** "61 x 14 x 11 cm", "8X8X26" (centimetres unless "mm" or "m" is written) → millimetres. */
export function dimensionsOf(value: string): [number, number, number] | null {
  const match =
    /([0-9]+(?:[.,][0-9]+)?)\s*[x×*]\s*([0-9]+(?:[.,][0-9]+)?)\s*[x×*]\s*([0-9]+(?:[.,][0-9]+)?)\s*(mm|cm|m)?\b/i.exec(
      value,
    );
  if (!match) return null;
  const unit = (match[4] ?? "cm").toLowerCase();
  const factor = unit === "mm" ? 1 : unit === "m" ? 1000 : 10;
  const sizes = [match[1], match[2], match[3]].map((part) => Math.round(Number(part!.replace(",", ".")) * factor));
  return sizes.every((size) => size > 0) ? (sizes as [number, number, number]) : null;
}

export function logisticsFromSpecs(specs: readonly ProductSpec[]): ImportedLogistics {
  const find = (pattern: RegExp) => specs.find((spec) => labelIs(spec, pattern))?.value ?? null;
  const origin = find(/^(place of origin|origin|country of origin)$/);
  const net = find(/^(net weight|single net weight)$/);
  const gross = find(/^(gross weight|single gross weight|package gross weight)$/);
  const size = find(/^(single package size|package size|packing size|carton size|outer carton size)$/);
  const hs = find(/^(hs code|hs|customs code)$/);
  const dimensions = size ? dimensionsOf(size) : null;
  const hsCode = hs ? normaliseHsCode(hs) : null;
  return {
    hsCode: hsCode && HS_CODE_PATTERN.test(hsCode) ? hsCode : null,
    originCountry: origin ? originOf(origin) : null,
    netWeightGrams: net ? gramsOf(net) : null,
    grossWeightGrams: gross ? gramsOf(gross) : null,
    shippingUnitLengthMm: dimensions?.[0] ?? null,
    shippingUnitWidthMm: dimensions?.[1] ?? null,
    shippingUnitHeightMm: dimensions?.[2] ?? null,
    shippingUnitVolumeCm3: dimensions ? volumeFromDimensions(...dimensions) : null,
  };
}
