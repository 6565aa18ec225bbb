// The shipment's facts as one plain form (new and detail pages): posted as a page, checked by the server, messages in
// place (shipment-form.ts).
import { Form, useNavigation } from "react-router";
import { CURRENCIES } from "../../../modules/money/currency.ts";
import { SHIPMENT_MODES } from "../../../modules/shipments/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";

type Props = {
  values: Record<string, string>;
  errors?: Partial<Record<string, string>>;
  submitLabel: string;
};

const TEXT_FIELDS = [
  ["reference", "portOfLoading", "portOfDischarge"],
  ["carrier", "vessel", "voyage"],
  ["containerNumber", "sealNumber", "transportDocumentNumber"],
] as const;

export function ShipmentFields({ values, errors = {}, submitLabel }: Props) {
  const { t } = useTranslation("shipments");
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const text = (name: string, type = "text", hint?: string) => (
    <Field key={name} label={t(`admin.fields.${name}`)} error={errors[name]} hint={hint}>
      <Input name={name} type={type} defaultValue={values[name] ?? ""} autoComplete="off" />
    </Field>
  );
  return (
    <Form method="post" className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("admin.fields.mode")} error={errors.mode}>
          <Select
            name="mode"
            defaultValue={values.mode ?? "fcl_20"}
            options={SHIPMENT_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
          />
        </Field>
        {TEXT_FIELDS[0].map((name) => text(name))}
      </div>
      {TEXT_FIELDS.slice(1).map((row, index) => (
        <div key={index} className="grid gap-4 sm:grid-cols-3">
          {row.map((name) => text(name))}
        </div>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("etd", "date")}
        {text("eta", "date")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("admin.fields.currency")} error={errors.currency}>
          <Select
            name="currency"
            defaultValue={values.currency ?? "XPF"}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          />
        </Field>
        {text("freight")}
        {text("insurance")}
        {text("xpfRate")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("capacityVolumeM3", "text", t("admin.fields.capacityHint"))}
        {text("capacityWeightKg")}
      </div>
      <Field label={t("admin.fields.note")} error={errors.note}>
        <Textarea name="note" rows={2} defaultValue={values.note ?? ""} />
      </Field>
      <div>
        <StatusButton type="submit" status={isBusy ? "pending" : "idle"}>
          {submitLabel}
        </StatusButton>
      </div>
    </Form>
  );
}
