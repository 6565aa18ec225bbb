import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { SettingsFieldErrors } from "../../../modules/settings/settings-form.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";

/** The form's current values, as text (what the inputs show). */
export type SettingsFormDefaults = Record<
  | "company_name"
  | "company_brn"
  | "company_address"
  | "contact_email"
  | "whatsapp_number"
  | "xpf_per_usd"
  | "xpf_per_hkd"
  | "xpf_per_eur"
  | "deposit_percent"
  | "default_margin"
  | "balance_terms"
  | "balance_terms_en"
  | "balance_terms_zh"
  | "purchase_order_ship_to"
  | "bank_holder"
  | "bank_name"
  | "bank_account"
  | "bank_swift"
  | "payment_instructions"
  | "container_20_volume"
  | "container_20_payload"
  | "container_40_volume"
  | "container_40_payload"
  | "reminders_enabled",
  string
>;

type SettingsFormProps = {
  values: SettingsFormDefaults;
  /** The deployment's identity, used where a company field is left empty. */
  envIdentity: Pick<
    SettingsFormDefaults,
    "company_name" | "company_brn" | "company_address" | "contact_email" | "whatsapp_number"
  >;
  errors?: SettingsFieldErrors;
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** Company identity, rates, deposit, margin, balance terms, bank details and the purchase orders' ship-to, in one form. */
export function SettingsForm({ values, envIdentity, errors = {} }: SettingsFormProps) {
  const { t } = useTranslation("admin-settings");
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const identityField = (
    name: keyof SettingsFormProps["envIdentity"],
    extra: { type?: string; className?: string } = {},
  ) => (
    <Field
      label={t(`fields.${name}`)}
      hint={[
        name === "contact_email" ? t("hints.contact_email") : "",
        t("fields.envDefault", { value: envIdentity[name] }),
      ]
        .filter(Boolean)
        .join(" ")}
      error={errors[name]}
      className={extra.className}
    >
      <Input name={name} type={extra.type ?? "text"} defaultValue={values[name]} placeholder={envIdentity[name]} />
    </Field>
  );
  const numberField = (name: keyof SettingsFormDefaults, hint?: string) => (
    <Field label={t(`fields.${name}`)} hint={hint} error={errors[name as keyof SettingsFieldErrors]} isRequired>
      <Input name={name} inputMode="decimal" defaultValue={values[name]} className="tabular-nums" />
    </Field>
  );
  return (
    <Form method="post" className="grid gap-6" noValidate>
      <Block title={t("sections.identity")}>
        {identityField("company_name")}
        {identityField("company_brn")}
        {identityField("company_address", { className: "sm:col-span-2" })}
        {identityField("contact_email", { type: "email" })}
        {identityField("whatsapp_number", { type: "tel" })}
      </Block>
      <Block title={t("sections.rates")}>
        {numberField("xpf_per_usd", t("hints.xpf_per_usd"))}
        {numberField("xpf_per_hkd", t("hints.xpf_per_hkd"))}
        {numberField("xpf_per_eur", t("hints.xpf_per_eur"))}
      </Block>
      <Block title={t("sections.terms")}>
        {numberField("deposit_percent", t("hints.deposit_percent"))}
        {numberField("default_margin", t("hints.default_margin"))}
        <Field
          label={t("fields.balance_terms")}
          hint={t("hints.balance_terms")}
          error={errors.balance_terms}
          isRequired
          className="sm:col-span-2"
        >
          <Input name="balance_terms" defaultValue={values.balance_terms} maxLength={300} />
        </Field>
        {(["balance_terms_en", "balance_terms_zh"] as const).map((name) => (
          <Field
            key={name}
            label={t(`fields.${name}`)}
            hint={t("hints.balance_terms_translation")}
            error={errors[name]}
          >
            <Input name={name} defaultValue={values[name]} maxLength={300} />
          </Field>
        ))}
      </Block>
      <Block title={t("sections.bank")}>
        {(
          [
            ["bank_holder", 200],
            ["bank_name", 200],
            ["bank_account", 50],
            ["bank_swift", 11],
          ] as const
        ).map(([name, max]) => (
          <Field key={name} label={t(`fields.${name}`)} hint={t(`hints.${name}`)} error={errors[name]}>
            <Input name={name} defaultValue={values[name]} maxLength={max} autoComplete="off" />
          </Field>
        ))}
        <Field
          label={t("fields.payment_instructions")}
          hint={t("hints.payment_instructions")}
          error={errors.payment_instructions}
          className="sm:col-span-2"
        >
          <Textarea name="payment_instructions" defaultValue={values.payment_instructions} rows={3} maxLength={1000} />
        </Field>
      </Block>
      <Block title={t("sections.purchaseOrders")}>
        <Field
          label={t("fields.purchase_order_ship_to")}
          error={errors.purchase_order_ship_to}
          isRequired
          className="sm:col-span-2"
        >
          <Textarea
            name="purchase_order_ship_to"
            defaultValue={values.purchase_order_ship_to}
            rows={3}
            maxLength={1000}
          />
        </Field>
      </Block>
      <Block title={t("sections.containers")}>
        {(["container_20_volume", "container_20_payload", "container_40_volume", "container_40_payload"] as const).map(
          (name) => (
            <Field key={name} label={t(`fields.${name}`)} error={errors[name]} isRequired>
              <Input name={name} defaultValue={values[name]} inputMode="decimal" maxLength={20} />
            </Field>
          ),
        )}
      </Block>
      <Block title={t("sections.reminders")}>
        <div className="sm:col-span-2">
          <input type="hidden" name="reminders_switch" value="1" />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="reminders_enabled"
              value="on"
              defaultChecked={values.reminders_enabled === "on"}
              className="size-4"
            />
            {t("fields.reminders_enabled")}
          </label>
          <p className="mt-1 text-sm text-muted-foreground">{t("hints.reminders_enabled")}</p>
          {errors.reminders_enabled ? <p className="mt-1 text-sm text-red-700">{errors.reminders_enabled}</p> : null}
        </div>
      </Block>
      <div className="flex justify-end">
        <StatusButton type="submit" status={isSaving ? "pending" : "idle"} pendingLabel={t("saving")}>
          {t("save")}
        </StatusButton>
      </div>
    </Form>
  );
}
