// The product editor's form (back-office §2, §5; DESIGN.md rulings 11 and 15): what the browser sends, what is stored,
// the parsers of its amounts and a new product's form. The checks that turn one into the other, in the browser and
// again on the server: product-editor-checks.ts.
import { z } from "zod";
import {
  DEFAULT_INCOTERM,
  OPTION_INPUT_TYPES,
  PRODUCT_SHIPPING_UNITS,
  PRODUCT_STATUSES,
  type OptionInputType,
  type ProductStatus,
} from "./statuses.ts";
import type { Translations } from "./translation-fields.ts";
import { TRANSLATION_LANGS } from "./translation-fields.ts";
import { DEFAULT_MARGIN_COEFFICIENT, type ShippingUnit } from "./pricing.ts";
import { EMPTY_LOGISTICS_FORM, LogisticsFormSchema, type ProductLogistics } from "./product-logistics.ts";

const text = (max: number) => z.string().max(max);
const translationsOf = <Fields extends string>(fields: readonly Fields[]) =>
  z
    .object(
      Object.fromEntries(
        TRANSLATION_LANGS.map((lang) => [
          lang,
          z.object(Object.fromEntries(fields.map((field) => [field, text(50_000).optional()]))).optional(),
        ]),
      ),
    )
    .default({}) as unknown as z.ZodType<Translations<Fields>, Translations<Fields>>;

/** What the editor posts (field `product`, JSON): the form as typed, numbers still as text. */
export const ProductEditorFormSchema = z.object({
  title: text(300),
  slug: text(200),
  subtitle: text(500),
  status: z.enum(PRODUCT_STATUSES),
  categoryId: z.string().max(64),
  descriptionHtml: text(200_000),
  incoterm: text(100),
  leadtime: text(200),
  badges: z.array(text(100)).max(50),
  featured: z.boolean(),
  active: z.boolean(),
  purchasePrice: text(40),
  marginCoefficient: text(40),
  seaFreight: text(40),
  airFreight: text(40),
  seaShippingAvailable: z.boolean(),
  airShippingAvailable: z.boolean(),
  shippingUnit: z.enum(PRODUCT_SHIPPING_UNITS),
  unitsPerShippingUnit: text(40),
  logistics: LogisticsFormSchema.default(EMPTY_LOGISTICS_FORM),
  translations: translationsOf(["title", "subtitle", "descriptionHtml", "leadtime", "badges"] as const),
  specs: z
    .array(z.object({ label: text(300), value: text(2000), translations: translationsOf(["label", "value"] as const) }))
    .max(200),
  faq: z
    .array(
      z.object({ question: text(1000), answer: text(10_000), translations: translationsOf(["question", "answer"]) }),
    )
    .max(100),
  options: z
    .array(
      z.object({
        code: text(100),
        label: text(300),
        inputType: z.enum(OPTION_INPUT_TYPES),
        required: z.boolean(),
        translations: translationsOf(["label"] as const),
        values: z
          .array(
            z.object({
              valueCode: text(100),
              label: text(300),
              priceDelta: text(40),
              description: text(2000),
              translations: translationsOf(["label", "description"] as const),
            }),
          )
          .max(100),
      }),
    )
    .max(50),
});
export type ProductEditorForm = z.infer<typeof ProductEditorFormSchema>;

/** A product as it is stored by the editor: numbers parsed, rows cleaned, positions from the order of the lists. */
export type ProductEditorValues = {
  title: string;
  slug: string;
  subtitle: string | null;
  status: ProductStatus;
  categoryId: string;
  descriptionHtml: string;
  incoterm: string;
  leadtime: string | null;
  badges: string[];
  featured: boolean;
  active: boolean;
  purchasePriceCents: number;
  marginCoefficient: number;
  seaFreightCents: number;
  airFreightCents: number;
  seaShippingAvailable: boolean;
  airShippingAvailable: boolean;
  shippingUnit: ShippingUnit;
  unitsPerShippingUnit: number;
  logistics: ProductLogistics;
  translations: Translations<"title" | "subtitle" | "descriptionHtml" | "leadtime" | "badges">;
  specs: { label: string; value: string; translations: Translations<"label" | "value"> }[];
  faq: { question: string; answer: string; translations: Translations<"question" | "answer"> }[];
  options: {
    code: string;
    label: string;
    inputType: OptionInputType;
    required: boolean;
    translations: Translations<"label">;
    values: {
      valueCode: string;
      label: string;
      priceDelta: number;
      description: string | null;
      translations: Translations<"label" | "description">;
    }[];
  }[];
};

/** One failed check: where (a field name, or `options.2.values.0.label`) and the `admin-editor` message key. */
export type EditorIssue = { path: string; message: string };

/** What the editor receives back from its action. */
export type ProductEditorActionData =
  | { intent: "save"; ok: true; version: number; slug: string }
  | { intent: "save"; ok: false; issues: EditorIssue[]; isConflict?: boolean }
  | { intent: "status"; ok: true; version: number; status: ProductStatus }
  | { intent: "status"; ok: false; isConflict: boolean };

export type EditorCheck = { ok: true; values: ProductEditorValues } | { ok: false; issues: EditorIssue[] };

/** A decimal typed with a point or a comma; empty, non-numeric or negative gives 0 (back-office §5). */
export function parseAmount(input: string): number {
  const value = Number(input.trim().replace(/\s/g, "").replace(",", "."));
  return input.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : 0;
}

/** USD typed in the form → cents. */
export function parseUsdCents(input: string): number {
  return Math.round(parseAmount(input) * 100);
}

/** The margin coefficient: empty, non-numeric or not above 0 gives 1.5 on save (back-office §5). */
export function parseMargin(input: string): number {
  const value = parseAmount(input);
  return value > 0 ? Math.round(value * 1000) / 1000 : DEFAULT_MARGIN_COEFFICIENT;
}

/** The pricing inputs as stored: cents, margin 1.5 when not valid, the availability flags. */
export function pricingInputsOf(form: ProductEditorForm) {
  return {
    purchasePriceCents: parseUsdCents(form.purchasePrice),
    marginCoefficient: parseMargin(form.marginCoefficient),
    seaFreightCents: parseUsdCents(form.seaFreight),
    airFreightCents: parseUsdCents(form.airFreight),
    seaShippingAvailable: form.seaShippingAvailable,
    airShippingAvailable: form.airShippingAvailable,
  };
}

/** Badges: trimmed, empty ones dropped, each once. */
export function cleanBadges(badges: readonly string[]): string[] {
  return [...new Set(badges.map((badge) => badge.trim()).filter((badge) => badge !== ""))];
}

/** The translations with `field` of each language passed through `change` (a field not there stays absent). */
export function mapTranslatedField<F extends string>(
  translations: Translations<F>,
  field: F,
  change: (value: string) => string,
): Translations<F> {
  const copy: Translations<F> = {};
  for (const lang of TRANSLATION_LANGS) {
    const fields = translations[lang];
    if (!fields) continue;
    const value = fields[field];
    copy[lang] = value === undefined ? { ...fields } : { ...fields, [field]: change(value) };
  }
  return copy;
}

/** A new product's form (back-office §4): draft, sea shipping available, air not, margin 1.5. */
export function newProductForm(categoryId = ""): ProductEditorForm {
  return {
    title: "",
    slug: "",
    subtitle: "",
    status: "draft",
    categoryId,
    descriptionHtml: "",
    incoterm: DEFAULT_INCOTERM,
    leadtime: "",
    badges: [],
    featured: false,
    active: true,
    purchasePrice: "",
    marginCoefficient: String(DEFAULT_MARGIN_COEFFICIENT),
    seaFreight: "",
    airFreight: "",
    seaShippingAvailable: true,
    airShippingAvailable: false,
    shippingUnit: "container_20",
    unitsPerShippingUnit: "1",
    logistics: { ...EMPTY_LOGISTICS_FORM },
    translations: {},
    specs: [],
    faq: [],
    options: [],
  };
}
