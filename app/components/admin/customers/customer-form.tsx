import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { FIELD_LIMITS } from "../../../modules/forms/field-limits.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { CustomerFormSchema } from "../../../modules/sales/admin-customer-schema.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { formatDate } from "../leads/admin-dates.ts";

type CustomerFormProps = {
  customer: {
    email: string;
    name: string | null;
    phone: string | null;
    company: string | null;
    location: string | null;
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
          <Field label={t("form.email")} hint={t("form.emailHint", { date: formatDate(customer.createdAt) })}>
            <Input value={customer.email} readOnly />
          </Field>
          <Field
            label={t("form.name")}
            id={fields.fullName.id}
            error={errorOf(fields.fullName.errors, FIELD_LIMITS.name)}
          >
            <Input
              {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.name}
              autoComplete="off"
            />
          </Field>
          <Field label={t("form.phone")} id={fields.phone.id} error={errorOf(fields.phone.errors, FIELD_LIMITS.phone)}>
            <Input
              {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.phone}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t("form.company")}
            id={fields.company.id}
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
            error={errorOf(fields.location.errors, FIELD_LIMITS.location)}
          >
            <Input
              {...getInputProps(fields.location, { type: "text", ariaAttributes: false })}
              maxLength={FIELD_LIMITS.location}
              autoComplete="off"
            />
          </Field>
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
