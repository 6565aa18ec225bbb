// The configurator's choices (storefront §5): read from a URL or a form, checked against the product's options.
// Pure, so the product page (browser) and the order action (server) resolve the same choices the same way.
import type { ChosenOption } from "../sales/statuses.ts";
import type { OptionInputType } from "./statuses.ts";

export type ProductOptionValue = {
  valueCode: string;
  label: string;
  priceDelta: number;
  description: string | null;
};

export type ProductOption = {
  code: string;
  label: string;
  inputType: OptionInputType;
  required: boolean;
  values: ProductOptionValue[];
};

/** Chosen value codes per option code. */
export type OptionSelections = Record<string, string[]>;

/** Name of the URL parameter or form field that carries an option: `opt_<code>`. */
export function optionFieldName(code: string): string {
  return `opt_${code}`;
}

/** URL search parameters or form data: where the choices are read from. */
export type ParamsLike = { getAll(name: string): unknown[] };

/** The selections found in URL parameters or form data; unknown codes and values are dropped. */
export function readOptionSelections(options: ProductOption[], params: ParamsLike): OptionSelections {
  const selections: OptionSelections = {};
  for (const option of options) {
    const known = new Set(option.values.map((value) => value.valueCode));
    const picked = [
      ...new Set(params.getAll(optionFieldName(option.code)).filter((v): v is string => typeof v === "string")),
    ].filter((code) => known.has(code));
    const kept = option.inputType === "checkbox" ? picked : picked.slice(0, 1);
    if (kept.length > 0) selections[option.code] = kept;
  }
  return selections;
}

export type ResolvedOptions = {
  /** Frozen copy of each chosen value, in option then value order. */
  chosen: ChosenOption[];
  deltasXpf: number[];
  /** Required options with no valid choice. */
  missingRequired: ProductOption[];
};

export function resolveOptions(options: ProductOption[], selections: OptionSelections): ResolvedOptions {
  const chosen: ChosenOption[] = [];
  const missingRequired: ProductOption[] = [];
  for (const option of options) {
    const picked = new Set(selections[option.code] ?? []);
    const values = option.values.filter((value) => picked.has(value.valueCode));
    const kept = option.inputType === "checkbox" ? values : values.slice(0, 1);
    if (kept.length === 0 && option.required) missingRequired.push(option);
    for (const value of kept) {
      chosen.push({
        code: option.code,
        label: option.label,
        valueCode: value.valueCode,
        valueLabel: value.label,
        priceDelta: value.priceDelta,
      });
    }
  }
  return { chosen, deltasXpf: chosen.map((c) => c.priceDelta), missingRequired };
}

/** URL search string for a quantity and selections (`?qty=2&opt_modele=2-5-t`), keeping other parameters. */
export function buildConfigurationSearch(
  base: URLSearchParams,
  options: ProductOption[],
  quantity: number,
  selections: OptionSelections,
): string {
  const params = new URLSearchParams(base);
  params.delete("qty");
  for (const option of options) params.delete(optionFieldName(option.code));
  if (quantity !== 1) params.set("qty", String(quantity));
  for (const option of options) {
    for (const code of selections[option.code] ?? []) params.append(optionFieldName(option.code), code);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The product sheet's search string for a configuration that was ordered (`?qty=2&opt_modele=2-5-t`): 'Réessayer'
 * after a failed or cancelled card payment brings the buyer back to what they chose. The sheet checks these
 * parameters as any others (readOptionSelections, normalizeQuantity): a value the product no longer has is ignored.
 */
export function orderedConfigurationSearch(
  quantity: number,
  chosen: ReadonlyArray<Pick<ChosenOption, "code" | "valueCode">>,
): string {
  const params = new URLSearchParams();
  if (quantity !== 1) params.set("qty", String(quantity));
  for (const { code, valueCode } of chosen) params.append(optionFieldName(code), valueCode);
  const search = params.toString();
  return search ? `?${search}` : "";
}
