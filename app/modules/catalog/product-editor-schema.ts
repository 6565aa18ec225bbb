// The product editor's form (back-office §2, §5; DESIGN.md rulings 11 and 15): what the browser sends, and the one
// check that turns it into what is stored. Pure, so the editor checks as the administrator types and the action
// checks again on the server with the same code. Error messages are keys of the `admin-editor` catalog.
import { z } from "zod";
import {
  DEFAULT_INCOTERM,
  OPTION_INPUT_TYPES,
  PRODUCT_SHIPPING_UNITS,
  PRODUCT_STATUSES,
  type OptionInputType,
  type ProductStatus,
} from "../../db/schema/catalog.ts";
import type { Translations, TranslationLang } from "../../db/schema/translations.ts";
import { TRANSLATION_LANGS } from "../../db/schema/translations.ts";
import { MAX_SLUG_LENGTH } from "./product-slug.ts";
import { DEFAULT_MARGIN_COEFFICIENT, type ShippingUnit } from "./pricing.ts";
import { cleanTranslations } from "./localized-text.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Option and value codes travel in URLs (`opt_<code>=<value>`): short, lowercase, no spaces. */
export const CODE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
const MAX_CODE_LENGTH = 40;
const MAX_UNITS_PER_SHIPPING_UNIT = 100_000;

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

const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

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

/** Translated badges are stored one per line, trimmed, each once. */
const cleanBadgeLines = (lines: string) => cleanBadges(lines.split("\n")).join("\n");

/**
 * Checks the form and returns the values to store, or every issue found. Spec rows with an empty label or value
 * and FAQ entries left entirely empty are dropped; a FAQ entry with only one of its two parts is an issue.
 */
export function checkProductEditorForm(form: ProductEditorForm): EditorCheck {
  const issues: EditorIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });

  const title = form.title.trim();
  const slug = form.slug.trim();
  if (title === "") issue("title", "errors.titleRequired");
  if (slug === "") issue("slug", "errors.slugRequired");
  else if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) issue("slug", "errors.slugInvalid");
  if (form.categoryId.trim() === "") issue("categoryId", "errors.categoryRequired");

  const units = Number(form.unitsPerShippingUnit.trim() === "" ? "1" : form.unitsPerShippingUnit.trim());
  if (!Number.isInteger(units) || units < 1 || units > MAX_UNITS_PER_SHIPPING_UNIT)
    issue("unitsPerShippingUnit", "errors.unitsInvalid");

  const faq = form.faq.filter((entry) => entry.question.trim() !== "" || entry.answer.trim() !== "");
  faq.forEach((entry, index) => {
    if (entry.question.trim() === "" || entry.answer.trim() === "") issue(`faq.${index}`, "errors.faqIncomplete");
  });

  const optionCodes = new Set<string>();
  form.options.forEach((option, index) => {
    const code = option.code.trim();
    if (code === "") issue(`options.${index}.code`, "errors.optionCodeRequired");
    else if (code.length > MAX_CODE_LENGTH || !CODE_PATTERN.test(code))
      issue(`options.${index}.code`, "errors.codeInvalid");
    else if (optionCodes.has(code)) issue(`options.${index}.code`, "errors.optionCodeDuplicate");
    optionCodes.add(code);
    if (option.label.trim() === "") issue(`options.${index}.label`, "errors.optionLabelRequired");
    if (option.values.length === 0) issue(`options.${index}.values`, "errors.optionValuesRequired");
    const valueCodes = new Set<string>();
    option.values.forEach((value, valueIndex) => {
      const path = `options.${index}.values.${valueIndex}`;
      const valueCode = value.valueCode.trim();
      if (valueCode === "") issue(`${path}.valueCode`, "errors.valueCodeRequired");
      else if (valueCode.length > MAX_CODE_LENGTH || !CODE_PATTERN.test(valueCode))
        issue(`${path}.valueCode`, "errors.codeInvalid");
      else if (valueCodes.has(valueCode)) issue(`${path}.valueCode`, "errors.valueCodeDuplicate");
      valueCodes.add(valueCode);
      if (value.label.trim() === "") issue(`${path}.label`, "errors.valueLabelRequired");
      const delta = value.priceDelta.trim() === "" ? 0 : Number(value.priceDelta.trim().replace(/\s/g, ""));
      if (!Number.isInteger(delta) || Math.abs(delta) > 100_000_000) issue(`${path}.priceDelta`, "errors.deltaInvalid");
    });
  });

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    values: {
      title,
      slug,
      subtitle: blankToNull(form.subtitle),
      status: form.status,
      categoryId: form.categoryId.trim(),
      descriptionHtml: form.descriptionHtml,
      incoterm: form.incoterm.trim() === "" ? DEFAULT_INCOTERM : form.incoterm.trim(),
      leadtime: blankToNull(form.leadtime),
      badges: cleanBadges(form.badges),
      featured: form.featured,
      active: form.active,
      ...pricingInputsOf(form),
      shippingUnit: form.shippingUnit,
      unitsPerShippingUnit: units,
      translations: cleanTranslations(mapTranslatedField(form.translations, "badges", cleanBadgeLines)),
      specs: form.specs
        .filter((row) => row.label.trim() !== "" && row.value.trim() !== "")
        .map((row) => ({
          label: row.label.trim(),
          value: row.value.trim(),
          translations: cleanTranslations(row.translations),
        })),
      faq: faq.map((entry) => ({
        question: entry.question.trim(),
        answer: entry.answer.trim(),
        translations: cleanTranslations(entry.translations),
      })),
      options: form.options.map((option) => ({
        code: option.code.trim(),
        label: option.label.trim(),
        inputType: option.inputType,
        required: option.required,
        translations: cleanTranslations(option.translations),
        values: option.values.map((value) => ({
          valueCode: value.valueCode.trim(),
          label: value.label.trim(),
          priceDelta: value.priceDelta.trim() === "" ? 0 : Number(value.priceDelta.trim().replace(/\s/g, "")),
          description: blankToNull(value.description),
          translations: cleanTranslations(value.translations),
        })),
      })),
    },
  };
}

/** The texts a language tab holds, to mark a tab whose translation is incomplete (ruling 15). */
export function isTranslationComplete(form: ProductEditorForm, lang: TranslationLang): boolean {
  const filled = (french: string, translated: string | undefined) =>
    french.trim() === "" || (translated ?? "").trim() !== "";
  const own = form.translations[lang] ?? {};
  const productTexts =
    filled(form.title, own.title) &&
    filled(form.subtitle, own.subtitle) &&
    filled(form.descriptionHtml, own.descriptionHtml) &&
    filled(form.leadtime, own.leadtime) &&
    filled(cleanBadges(form.badges).join("\n"), own.badges);
  return (
    productTexts &&
    form.specs.every(
      (row) => filled(row.label, row.translations[lang]?.label) && filled(row.value, row.translations[lang]?.value),
    ) &&
    form.faq.every(
      (entry) =>
        filled(entry.question, entry.translations[lang]?.question) &&
        filled(entry.answer, entry.translations[lang]?.answer),
    ) &&
    form.options.every(
      (option) =>
        filled(option.label, option.translations[lang]?.label) &&
        option.values.every(
          (value) =>
            filled(value.label, value.translations[lang]?.label) &&
            filled(value.description, value.translations[lang]?.description),
        ),
    )
  );
}

/** The French tab is complete when its required texts are there. */
export function isFrenchComplete(form: ProductEditorForm): boolean {
  return form.title.trim() !== "";
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
    translations: {},
    specs: [],
    faq: [],
    options: [],
  };
}
