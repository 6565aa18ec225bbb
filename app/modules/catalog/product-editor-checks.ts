// The product editor's checks (back-office §2, §5; DESIGN.md rulings 11 and 15): the one check that turns the form
// (product-editor-schema.ts) into what is stored, and whether a language tab is complete. Pure, so the editor checks
// as the administrator types and the action checks again on the server with the same code. Error messages are keys
// of the `admin-editor` catalog.
import { DEFAULT_INCOTERM } from "./statuses.ts";
import type { TranslationLang } from "./translation-fields.ts";
import { cleanTranslations } from "./localized-text.ts";
import {
  cleanBadges,
  type EditorCheck,
  type EditorIssue,
  mapTranslatedField,
  pricingInputsOf,
  type ProductEditorForm,
} from "./product-editor-schema.ts";
import { checkLogistics } from "./product-logistics.ts";
import { MAX_SLUG_LENGTH } from "./product-slug.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Option and value codes travel in URLs (`opt_<code>=<value>`): short, lowercase, no spaces. */
export const CODE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
const MAX_CODE_LENGTH = 40;
const MAX_UNITS_PER_SHIPPING_UNIT = 100_000;

const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

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
  const logistics = checkLogistics(form.logistics);
  if (!logistics.ok) issues.push(...logistics.issues);

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

  if (issues.length > 0 || !logistics.ok) return { ok: false, issues };
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
      logistics: logistics.values,
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
