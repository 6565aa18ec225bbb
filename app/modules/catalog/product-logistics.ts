// The logistics facts of a product (issue 30 item 1): what a customs broker in Papeete needs per unit sold. The form
// holds what the administrator types (kilograms, centimetres, cubic metres, as text); what is stored is grams,
// millimetres and cubic centimetres. Pure: the editor checks as one types, the action again with the same code.
// Messages are keys of the `admin-editor` catalog.
import { z } from "zod";

export const LOGISTICS_FIELDS = [
  "hsCode",
  "originCountry",
  "netWeightKg",
  "grossWeightKg",
  "lengthCm",
  "widthCm",
  "heightCm",
  "volumeM3",
  "packagesPerUnit",
] as const;
export type LogisticsField = (typeof LOGISTICS_FIELDS)[number];

export const LogisticsFormSchema = z.object(
  Object.fromEntries(LOGISTICS_FIELDS.map((field) => [field, z.string().max(40)])) as Record<
    LogisticsField,
    z.ZodString
  >,
);
export type LogisticsForm = Record<LogisticsField, string>;

/** As stored in the product's columns. */
export type ProductLogistics = {
  hsCode: string | null;
  originCountry: string | null;
  netWeightGrams: number | null;
  grossWeightGrams: number | null;
  shippingUnitLengthMm: number | null;
  shippingUnitWidthMm: number | null;
  shippingUnitHeightMm: number | null;
  shippingUnitVolumeCm3: number | null;
  packagesPerUnit: number;
};

export const EMPTY_LOGISTICS_FORM: LogisticsForm = {
  hsCode: "",
  originCountry: "",
  netWeightKg: "",
  grossWeightKg: "",
  lengthCm: "",
  widthCm: "",
  heightCm: "",
  volumeM3: "",
  packagesPerUnit: "1",
};

/** 6 digits of the international nomenclature and the 2 of French Polynesia; spaces and dots typed are dropped. */
export const HS_CODE_PATTERN = /^[0-9]{8}$/;
const MAX_WEIGHT_KG = 2_000_000;
const MAX_LENGTH_CM = 200_000;
const MAX_VOLUME_M3 = 2_000;
const MAX_PACKAGES = 10_000;

/** A typed decimal (point or comma) → the stored integer (value × factor, rounded); null when empty; NaN when bad. */
function decimalTo(input: string, factor: number, max: number): number | null {
  const text = input.trim().replace(/\s/g, "").replace(",", ".");
  if (text === "") return null;
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) return Number.NaN;
  const value = Number(text);
  return value > max ? Number.NaN : Math.round(value * factor);
}

export const normaliseHsCode = (input: string) => input.replace(/[\s.]/g, "");

/** Checks the card's fields: the stored values, or the issues (path `logistics.<field>`, message key). */
export function checkLogistics(
  form: LogisticsForm,
): { ok: true; values: ProductLogistics } | { ok: false; issues: { path: string; message: string }[] } {
  const issues: { path: string; message: string }[] = [];
  const issue = (field: LogisticsField, message: string) => issues.push({ path: `logistics.${field}`, message });

  const hsCode = normaliseHsCode(form.hsCode);
  if (hsCode !== "" && !HS_CODE_PATTERN.test(hsCode)) issue("hsCode", "errors.hsCodeInvalid");
  const origin = form.originCountry.trim().toUpperCase();
  if (origin !== "" && !/^[A-Z]{2}$/.test(origin)) issue("originCountry", "errors.originInvalid");

  const number = (field: LogisticsField, factor: number, max: number) => {
    const value = decimalTo(form[field], factor, max);
    if (Number.isNaN(value)) issue(field, "errors.logisticsNumberInvalid");
    return value;
  };
  const netWeightGrams = number("netWeightKg", 1000, MAX_WEIGHT_KG);
  const grossWeightGrams = number("grossWeightKg", 1000, MAX_WEIGHT_KG);
  if (netWeightGrams !== null && grossWeightGrams !== null && netWeightGrams > grossWeightGrams)
    issue("grossWeightKg", "errors.grossBelowNet");
  const lengthMm = number("lengthCm", 10, MAX_LENGTH_CM);
  const widthMm = number("widthCm", 10, MAX_LENGTH_CM);
  const heightMm = number("heightCm", 10, MAX_LENGTH_CM);
  const typedVolume = number("volumeM3", 1_000_000, MAX_VOLUME_M3);

  const packagesText = form.packagesPerUnit.trim() === "" ? "1" : form.packagesPerUnit.trim();
  const packages = Number(packagesText);
  if (!/^[0-9]+$/.test(packagesText) || packages < 1 || packages > MAX_PACKAGES)
    issue("packagesPerUnit", "errors.packagesInvalid");

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    values: {
      hsCode: hsCode === "" ? null : hsCode,
      originCountry: origin === "" ? null : origin,
      netWeightGrams,
      grossWeightGrams,
      shippingUnitLengthMm: lengthMm,
      shippingUnitWidthMm: widthMm,
      shippingUnitHeightMm: heightMm,
      shippingUnitVolumeCm3: typedVolume ?? volumeFromDimensions(lengthMm, widthMm, heightMm),
      packagesPerUnit: packages,
    },
  };
}

/** The volume of a box of these outer dimensions (mm → cm³, rounded), or null when one is missing. */
export function volumeFromDimensions(lengthMm: number | null, widthMm: number | null, heightMm: number | null) {
  if (lengthMm === null || widthMm === null || heightMm === null) return null;
  return Math.round((lengthMm * widthMm * heightMm) / 1000);
}

const show = (value: number | null, divisor: number) => (value === null ? "" : String(value / divisor));

/** The stored facts as the form shows them. */
export function logisticsFormOf(product: ProductLogistics): LogisticsForm {
  return {
    hsCode: product.hsCode ?? "",
    originCountry: product.originCountry ?? "",
    netWeightKg: show(product.netWeightGrams, 1000),
    grossWeightKg: show(product.grossWeightGrams, 1000),
    lengthCm: show(product.shippingUnitLengthMm, 10),
    widthCm: show(product.shippingUnitWidthMm, 10),
    heightCm: show(product.shippingUnitHeightMm, 10),
    volumeM3: show(product.shippingUnitVolumeCm3, 1_000_000),
    packagesPerUnit: String(product.packagesPerUnit),
  };
}
