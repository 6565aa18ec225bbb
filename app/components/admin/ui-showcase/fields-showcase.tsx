import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { Switch } from "../../ui/switch.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { FOCUS_SHOWN, ShowcaseSection } from "./showcase-parts.tsx";

/** A checkbox or switch with its label on the right, as forms show them. */
function Inline({
  id,
  label,
  children,
  error,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
  error?: string;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        {children}
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FieldsShowcase() {
  const { t } = useTranslation("admin");
  const statuses = ["published", "draft", "archived"].map((value) => ({ value, label: t(`ui.fields.${value}`) }));
  return (
    <ShowcaseSection title={t("ui.fields.title")} description={t("ui.fields.description")}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t("ui.fields.name")} hint={t("ui.fields.nameHint")} isRequired>
          <Input name="name" placeholder={t("ui.fields.namePlaceholder")} />
        </Field>
        <Field label={`${t("ui.fields.name")} (${t("ui.states.focus")})`}>
          <Input name="name-focus" defaultValue={t("ui.fields.namePlaceholder")} className={FOCUS_SHOWN} />
        </Field>
        <Field label={t("ui.fields.slug")} error={t("ui.fields.slugError")} isRequired>
          <Input name="slug" defaultValue="" />
        </Field>
        <Field label={t("ui.fields.disabled")}>
          <Input name="disabled" defaultValue={t("ui.fields.disabledValue")} disabled />
        </Field>
        <Field label={t("ui.fields.status")}>
          <Select name="status" defaultValue="draft" options={statuses} />
        </Field>
        <Field label={`${t("ui.fields.status")} (${t("ui.states.error")})`} error={t("ui.fields.statusError")}>
          <Select name="status-error" placeholder={t("ui.fields.statusPlaceholder")} options={statuses} />
        </Field>
        <Field label={`${t("ui.fields.status")} (${t("ui.states.disabled")})`}>
          <Select name="status-disabled" defaultValue="published" options={statuses} disabled />
        </Field>
        <Field label={t("ui.fields.notes")} hint={t("ui.fields.notesHint")}>
          <Textarea name="notes" rows={3} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Inline id="ui-featured" label={t("ui.fields.featured")}>
          <Checkbox id="ui-featured" name="featured" defaultChecked />
        </Inline>
        <Inline id="ui-featured-off" label={`${t("ui.fields.featured")} (${t("ui.states.disabled")})`}>
          <Checkbox id="ui-featured-off" disabled />
        </Inline>
        <Inline id="ui-terms" label={t("ui.fields.terms")} error={t("ui.fields.termsError")}>
          <Checkbox id="ui-terms" aria-invalid aria-describedby="ui-terms-error" />
        </Inline>
        <Inline id="ui-active" label={t("ui.fields.active")}>
          <Switch id="ui-active" defaultChecked />
        </Inline>
        <Inline id="ui-active-off" label={`${t("ui.fields.active")} (${t("ui.states.disabled")})`}>
          <Switch id="ui-active-off" disabled />
        </Inline>
      </div>
    </ShowcaseSection>
  );
}
