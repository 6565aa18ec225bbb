import { describe, expect, it } from "vitest";
import { checkProductEditorForm, isTranslationComplete } from "./product-editor-checks.ts";
import { newProductForm, parseAmount, parseMargin, type ProductEditorForm } from "./product-editor-schema.ts";

const valid = (overrides: Partial<ProductEditorForm> = {}): ProductEditorForm => ({
  ...newProductForm("0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f"),
  title: "Kit solaire",
  slug: "kit-solaire",
  ...overrides,
});

const issuesOf = (form: ProductEditorForm) => {
  const check = checkProductEditorForm(form);
  return check.ok ? [] : check.issues;
};

describe("a new product's form", () => {
  it("starts as a draft, sea shipping available, air not, margin 1.5", () => {
    const form = newProductForm();
    expect(form.status).toBe("draft");
    expect(form.seaShippingAvailable).toBe(true);
    expect(form.airShippingAvailable).toBe(false);
    expect(form.marginCoefficient).toBe("1.5");
    expect(form.incoterm).toBe("CNF Papeete");
  });
});

describe("checkProductEditorForm", () => {
  it("requires the title, the slug and the category", () => {
    expect(issuesOf(valid({ title: " ", slug: "", categoryId: "" }))).toEqual([
      { path: "title", message: "errors.titleRequired" },
      { path: "slug", message: "errors.slugRequired" },
      { path: "categoryId", message: "errors.categoryRequired" },
    ]);
  });

  it("refuses a slug with capitals, accents, spaces or more than 60 characters", () => {
    for (const slug of ["Kit", "kit solaire", "kité", "-kit", "kit--solaire", "a".repeat(61)])
      expect(issuesOf(valid({ slug }))).toEqual([{ path: "slug", message: "errors.slugInvalid" }]);
  });

  it("turns empty or non-numeric prices into 0 and the margin into 1.5", () => {
    const check = checkProductEditorForm(
      valid({ purchasePrice: "abc", seaFreight: "", airFreight: "-3", marginCoefficient: "" }),
    );
    expect(check.ok && check.values).toMatchObject({
      purchasePriceCents: 0,
      seaFreightCents: 0,
      airFreightCents: 0,
      marginCoefficient: 1.5,
    });
    const typed = checkProductEditorForm(
      valid({ purchasePrice: "70,25", marginCoefficient: "1.8", seaFreight: "900" }),
    );
    expect(typed.ok && typed.values).toMatchObject({
      purchasePriceCents: 7025,
      marginCoefficient: 1.8,
      seaFreightCents: 90_000,
    });
    expect(parseMargin("0")).toBe(1.5);
    expect(parseMargin("nope")).toBe(1.5);
    expect(parseAmount(" 12.5 ")).toBe(12.5);
  });

  it("drops spec rows missing a label or a value, trims badges and drops empty ones", () => {
    const check = checkProductEditorForm(
      valid({
        specs: [
          { label: "Puissance", value: " 415 W ", translations: {} },
          { label: "", value: "orpheline", translations: {} },
          { label: "Sans valeur", value: "  ", translations: {} },
        ],
        badges: ["  Neuf ", "", "   ", "Neuf", "Import"],
      }),
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.values.specs).toEqual([{ label: "Puissance", value: "415 W", translations: {} }]);
    expect(check.values.badges).toEqual(["Neuf", "Import"]);
  });

  it("needs both the question and the answer of a FAQ entry, and drops an entry left empty", () => {
    expect(
      issuesOf(
        valid({
          faq: [
            { question: "Livraison ?", answer: "", translations: {} },
            { question: "", answer: "", translations: {} },
            { question: "", answer: "Oui", translations: {} },
          ],
        }),
      ),
    ).toEqual([
      { path: "faq.0", message: "errors.faqIncomplete" },
      { path: "faq.1", message: "errors.faqIncomplete" },
    ]);
    const check = checkProductEditorForm(valid({ faq: [{ question: " ", answer: "", translations: {} }] }));
    expect(check.ok && check.values.faq).toEqual([]);
  });

  it("checks option and value codes, labels and price deltas", () => {
    const value = { valueCode: "a", label: "A", priceDelta: "0", description: "", translations: {} };
    expect(
      issuesOf(
        valid({
          options: [
            { code: "", label: "", inputType: "select", required: false, translations: {}, values: [] },
            {
              code: "Taille X",
              label: "Taille",
              inputType: "radio",
              required: true,
              translations: {},
              values: [value],
            },
            { code: "taille", label: "Taille", inputType: "radio", required: true, translations: {}, values: [value] },
            {
              code: "taille",
              label: "Encore",
              inputType: "checkbox",
              required: false,
              translations: {},
              values: [
                { ...value, priceDelta: "12.5" },
                { ...value, label: "", valueCode: "a" },
                { ...value, valueCode: "" },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      { path: "options.0.code", message: "errors.optionCodeRequired" },
      { path: "options.0.label", message: "errors.optionLabelRequired" },
      { path: "options.0.values", message: "errors.optionValuesRequired" },
      { path: "options.1.code", message: "errors.codeInvalid" },
      { path: "options.3.code", message: "errors.optionCodeDuplicate" },
      { path: "options.3.values.0.priceDelta", message: "errors.deltaInvalid" },
      { path: "options.3.values.1.valueCode", message: "errors.valueCodeDuplicate" },
      { path: "options.3.values.1.label", message: "errors.valueLabelRequired" },
      { path: "options.3.values.2.valueCode", message: "errors.valueCodeRequired" },
    ]);
  });

  it("refuses a capacity that is not a whole number from 1 to 100 000", () => {
    for (const unitsPerShippingUnit of ["0", "2.5", "100001", "abc"])
      expect(issuesOf(valid({ unitsPerShippingUnit }))).toEqual([
        { path: "unitsPerShippingUnit", message: "errors.unitsInvalid" },
      ]);
  });

  it("keeps translations trimmed, without blank fields or empty languages, badges one per line", () => {
    const check = checkProductEditorForm(
      valid({
        translations: { en: { title: " Solar kit ", subtitle: "  ", badges: " New \n\n Import " }, zh: { title: "" } },
      }),
    );
    expect(check.ok && check.values.translations).toEqual({ en: { title: "Solar kit", badges: "New\nImport" } });
  });
});

describe("isTranslationComplete", () => {
  it("is incomplete while a French text has no translation, and complete once each has one", () => {
    const form = valid({ subtitle: "Clé en main", specs: [{ label: "Poids", value: "2 t", translations: {} }] });
    expect(isTranslationComplete(form, "en")).toBe(false);
    const translated = valid({
      subtitle: "Clé en main",
      translations: { en: { title: "Solar kit", subtitle: "Turnkey" } },
      specs: [{ label: "Poids", value: "2 t", translations: { en: { label: "Weight", value: "2 t" } } }],
    });
    expect(isTranslationComplete(translated, "en")).toBe(true);
    expect(isTranslationComplete(translated, "zh")).toBe(false);
  });
});
