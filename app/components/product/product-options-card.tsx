import { useId } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { ProductOption, ProductOptionValue, OptionSelections } from "../../modules/catalog/product-options.ts";
import { optionFieldName } from "../../modules/catalog/product-options.ts";
import { optionDeltaText, type ConfigurationView } from "./configuration-view.ts";
import { SheetSection } from "./product-details.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

type ProductOptionsCardProps = {
  options: ProductOption[];
  selections: OptionSelections;
  view: ConfigurationView;
  /** An XPF amount in the page's currency. */
  money: (amountXpf: number) => string;
  isOnQuote: boolean;
  formId: string;
};

/**
 * The configurator (storefront §5): select, radio and checkbox options with price deltas; unit = base + Σ deltas.
 * The fields belong to the page's GET form (the server computes without JavaScript); the page's script updates the
 * figures in place (behaviour/configurator.ts).
 */
export function ProductOptionsCard({ options, selections, view, money, isOnQuote, formId }: ProductOptionsCardProps) {
  const { t } = useTranslation("product");
  if (options.length === 0) return null;
  const delta = (value: ProductOptionValue) => {
    // No-break spaces: '(+' never parts from its price when the label wraps.
    const text = isOnQuote ? "" : optionDeltaText(value.priceDelta, money);
    return text ? ` (${text})` : "";
  };
  return (
    <SheetSection
      id="options-title"
      title={t("options.title")}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="mt-1 text-sm text-slate-600">{t("options.intro")}</p>
      <div className="mt-4 flex flex-col gap-5">
        {options.map((option) => (
          <OptionField
            key={option.code}
            option={option}
            chosen={selections[option.code] ?? []}
            formId={formId}
            delta={delta}
            choice={view.selectChoices[option.code] ?? null}
          />
        ))}
      </div>
      <p className="mt-4 text-sm text-amber-800" {...hook(HOOKS.out, "missing")} hidden={view.missing === null}>
        {view.missing}
      </p>
      {!isOnQuote ? (
        <p
          className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-4 font-semibold"
          aria-live="polite"
        >
          <span>{t("options.unitTotal")}</span>
          <span {...hook(HOOKS.out, "unit")}>{view.unit}</span>
        </p>
      ) : null}
      <noscript>
        <button
          type="submit"
          form={formId}
          className="mt-4 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700"
        >
          {t("panel.update")}
        </button>
      </noscript>
    </SheetSection>
  );
}

type OptionFieldProps = {
  option: ProductOption;
  chosen: string[];
  formId: string;
  delta: (value: ProductOptionValue) => string;
  /** A select's chosen value with its delta, in full under the field (view.selectChoices). */
  choice: string | null;
};

function OptionField({ option, chosen, formId, delta, choice }: OptionFieldProps) {
  const { t } = useTranslation("product");
  const id = useId();
  const name = optionFieldName(option.code);
  const label = (
    <>
      {option.label}
      {option.required ? (
        <span className="text-coral-600">
          {" *"}
          <span className="sr-only">{t("options.required")}</span>
        </span>
      ) : null}
    </>
  );
  if (option.inputType === "select") {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select
          id={id}
          name={name}
          form={formId}
          aria-required={option.required}
          defaultValue={chosen[0] ?? ""}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2.5"
        >
          <option value="" disabled={option.required}>
            {t("options.choose")}
          </option>
          {option.values.map((value) => (
            <option key={value.valueCode} value={value.valueCode}>
              {value.label}
              {delta(value)}
            </option>
          ))}
        </select>
        <p
          className="mt-1 text-sm text-slate-600"
          {...hook(HOOKS.out, `choice-${option.code}`)}
          hidden={choice === null}
        >
          {choice}
        </p>
      </div>
    );
  }
  const isRadio = option.inputType === "radio";
  return (
    <fieldset role={isRadio ? "radiogroup" : undefined} aria-required={isRadio && option.required ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {option.values.map((value) => (
          <label
            key={value.valueCode}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2 hover:bg-slate-50"
          >
            <input
              type={isRadio ? "radio" : "checkbox"}
              name={name}
              form={formId}
              value={value.valueCode}
              defaultChecked={chosen.includes(value.valueCode)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="text-slate-800">
                {value.label}
                {delta(value) ? <span className="whitespace-nowrap">{delta(value)}</span> : null}
              </span>
              {value.description ? <span className="block text-xs text-slate-500">{value.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
