// Pricing (back-office §2, §5, §9; ruling 11): purchase price in USD, margin, sea and air freight of one shipping
// unit, availability, shipping unit and capacity, and the XPF prices computed by the shared pricing module.
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { computeModePrices, SHIPPING_UNITS } from "../../../modules/catalog/pricing.ts";
import {
  pricingInputsOf,
  type EditorIssue,
  type ProductEditorForm,
} from "../../../modules/catalog/product-editor-schema.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { Switch } from "../../ui/switch.tsx";
import { issueAt } from "./editor-issues.ts";
import type { FormUpdate } from "./use-editor-form.ts";
import { formatMoney } from "../../../modules/format/money.ts";

type PricingCardProps = {
  form: ProductEditorForm;
  update: FormUpdate;
  xpfPerUsd: number;
  issues: readonly EditorIssue[];
};

/** The prices the editor shows, from what is typed: the same function the list and the sheet use. */
export function editorPrices(form: ProductEditorForm, xpfPerUsd: number) {
  const inputs = pricingInputsOf(form);
  const isShown = inputs.purchasePriceCents > 0 || inputs.seaFreightCents > 0 || inputs.airFreightCents > 0;
  return { isShown, ...computeModePrices(inputs, xpfPerUsd) };
}

export function PricingCard({ form, update, xpfPerUsd, issues }: PricingCardProps) {
  const { t } = useTranslation("admin-editor");
  const prices = editorPrices(form, xpfPerUsd);
  const xpf = (amount: number | null) =>
    amount === null ? t("pricing.unavailable") : formatMoney(amount, "XPF", "fr-FR");
  const amount = (field: "purchasePrice" | "marginCoefficient" | "seaFreight" | "airFreight", step: string) => ({
    type: "number",
    step,
    min: 0,
    inputMode: "decimal" as const,
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      update((current) => ({ ...current, [field]: value }));
    },
  });
  const unitsError = issueAt(issues, "unitsPerShippingUnit");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("pricing.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("pricing.purchasePrice")}>
            <Input {...amount("purchasePrice", "0.01")} />
          </Field>
          <Field label={t("pricing.margin")} hint={t("pricing.marginHint")}>
            <Input {...amount("marginCoefficient", "0.1")} />
          </Field>
          <Field label={t("pricing.seaFreight")} hint={t("pricing.freightHint")}>
            <Input {...amount("seaFreight", "0.01")} />
          </Field>
          <Field label={t("pricing.airFreight")} hint={t("pricing.freightHint")}>
            <Input {...amount("airFreight", "0.01")} />
          </Field>
          <Field label={t("pricing.shippingUnit")}>
            <Select
              value={form.shippingUnit}
              options={SHIPPING_UNITS.map((unit) => ({ value: unit, label: t(`shippingUnits.${unit}`) }))}
              onValueChange={(unit) =>
                update((current) => ({ ...current, shippingUnit: unit as ProductEditorForm["shippingUnit"] }))
              }
            />
          </Field>
          <Field
            label={t("pricing.unitsPerShippingUnit")}
            hint={t("pricing.unitsHint")}
            error={unitsError ? t(unitsError) : undefined}
          >
            <Input
              type="number"
              step={1}
              min={1}
              inputMode="numeric"
              value={form.unitsPerShippingUnit}
              onChange={(event) => {
                const value = event.target.value;
                update((current) => ({ ...current, unitsPerShippingUnit: value }));
              }}
            />
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Switch
              checked={form.seaShippingAvailable}
              onCheckedChange={(checked) => update((current) => ({ ...current, seaShippingAvailable: checked }))}
            />
            {t("pricing.seaAvailable")}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Switch
              checked={form.airShippingAvailable}
              onCheckedChange={(checked) => update((current) => ({ ...current, airShippingAvailable: checked }))}
            />
            {t("pricing.airAvailable")}
          </label>
        </div>
        {!form.seaShippingAvailable && !form.airShippingAvailable ? (
          <p role="alert" className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t("pricing.noShipping")}
          </p>
        ) : null}
        {prices.isShown ? (
          <section
            aria-labelledby="editor-calculated-prices"
            className="rounded-md border border-brand-100 bg-brand-50/50 p-3"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id="editor-calculated-prices" className="text-sm font-semibold text-slate-900">
                {t("pricing.calculated")}
              </h3>
              <span className="text-xs text-slate-500">
                {t("pricing.rate", { rate: new Intl.NumberFormat("fr-FR").format(xpfPerUsd) })}
              </span>
            </div>
            <dl className="mt-2 grid gap-2 sm:grid-cols-3">
              {(
                [
                  ["base", prices.baseXpf],
                  ["sea", prices.seaXpf],
                  ["air", prices.airXpf],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt className="text-xs text-slate-600">{t(`pricing.${key}`)}</dt>
                  <dd className="text-base font-semibold text-slate-900 tabular-nums">{xpf(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
