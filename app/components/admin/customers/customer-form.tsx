import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { FIELD_LIMITS } from "../../../modules/forms/field-limits.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { CustomerFormSchema } from "../../../modules/sales/admin-customer-schema.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";

type CustomerFormProps = {
  customer: {
    email: string;
    name: string | null;
    phone: string | null;
    company: string | null;
    location: string | null;
    taxId: string | null;
    address: string | null;
    deliveryAddress: string | null;
    remindersEnabled: boolean;
    createdAt: string;
  };
};

type ActionData = { result?: SubmissionResult<string[]> } | undefined;

/** The customer's editable fields, checked in the browser and again on the server. */
export function CustomerForm({ customer }: CustomerFormProps) {
  const { t } = useTranslation("admin-customers");
  const actionData = useActionData() as ActionData;
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof CustomerFormSchema>>({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: {
      fullName: customer.name ?? "",
      phone: customer.phone ?? "",
      company: customer.company ?? "",
      location: customer.location ?? "",
      taxId: customer.taxId ?? "",
      address: customer.address ?? "",
      deliveryAddress: customer.deliveryAddress ?? "",
      remindersEnabled: customer.remindersEnabled ? "on" : undefined,
      remindersSwitch: "1",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomerFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const errorOf = (errors: string[] | undefined, max: number) => (errors?.[0] ? t(errors[0], { max }) : undefined);
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{t("form.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="grid gap-3">
          <Field label={t("form.email")} hint={t("form.emailHint", { date: formatTahitiDate(customer.createdAt) })}>
            <Input value={customer.email} readOnly />
          </Field>
          <Field
            label={t("form.name")}
            id={fields.fullName.id}
            hasLiveCheck
            error={errorOf(fields.fullName.errors, FIELD_LIMITS.name)}
          >
            <Input
              {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.name}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t("form.phone")}
            id={fields.phone.id}
            hasLiveCheck
            error={errorOf(fields.phone.errors, FIELD_LIMITS.phone)}
          >
            <Input
              {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.phone}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t("form.company")}
            id={fields.company.id}
            hasLiveCheck
            error={errorOf(fields.company.errors, FIELD_LIMITS.company)}
          >
            <Input
              {...getInputProps(fields.company, { type: "text", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.company}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t("form.location")}
            id={fields.location.id}
            hasLiveCheck
            error={errorOf(fields.location.errors, FIELD_LIMITS.location)}
          >
            <Input
              {...getInputProps(fields.location, { type: "text", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.location}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t("form.taxId")}
            hint={t("form.taxIdHint")}
            id={fields.taxId.id}
            hasLiveCheck
            error={errorOf(fields.taxId.errors, FIELD_LIMITS.tax_id)}
          >
            <Input
              {...getInputProps(fields.taxId, { type: "text", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.tax_id}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t("form.address")}
            id={fields.address.id}
            hasLiveCheck
            error={errorOf(fields.address.errors, FIELD_LIMITS.address)}
          >
            <Textarea
              {...getTextareaProps(fields.address, { ariaAttributes: false })}
              rows={3}
              maxLength={FIELD_LIMITS.address}
            />
          </Field>
          <Field
            label={t("form.deliveryAddress")}
            hint={t("form.deliveryAddressHint")}
            id={fields.deliveryAddress.id}
            hasLiveCheck
            error={errorOf(fields.deliveryAddress.errors, FIELD_LIMITS.address)}
          >
            <Textarea
              {...getTextareaProps(fields.deliveryAddress, { ariaAttributes: false })}
              rows={3}
              maxLength={FIELD_LIMITS.address}
            />
          </Field>
          <input type="hidden" name={fields.remindersSwitch.name} value="1" />
          <div>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name={fields.remindersEnabled.name}
                value="on"
                defaultChecked={customer.remindersEnabled}
                className="size-4"
              />
              {t("form.reminders")}
            </label>
            <p className="mt-1 text-sm text-muted-foreground">{t("form.remindersHint")}</p>
            {fields.remindersEnabled.errors?.[0] ? (
              <p className="mt-1 text-sm text-red-700">{t(fields.remindersEnabled.errors[0])}</p>
            ) : null}
          </div>
          <StatusButton
            type="submit"
            status={navigation.state === "submitting" ? "pending" : "idle"}
            pendingLabel={t("form.saving")}
          >
            {t("form.save")}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  );
}
