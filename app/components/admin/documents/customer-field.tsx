import { useState } from "react";
import { CUSTOMER_NEW, CUSTOMER_NONE } from "../../../modules/documents/customer-choice.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";

export type CustomerOption = { id: string; name: string | null; email: string };

type CustomerFieldProps = {
  customers: readonly CustomerOption[];
  defaultCustomerId: string | null;
  /** The message of a refused new customer ('L'email du client est obligatoire'). */
  error?: string | null;
  isDisabled?: boolean;
};

/**
 * The customer of a quote or invoice: one of the customers, none, or a new one made from an email (and a name).
 * Sends `customerId` (an id, CUSTOMER_NONE or CUSTOMER_NEW) and, for a new one, `newCustomerEmail` and
 * `newCustomerName`. One component, so the customers screens' picker can take its place.
 */
export function CustomerField({ customers, defaultCustomerId, error, isDisabled = false }: CustomerFieldProps) {
  const { t } = useTranslation("admin-documents");
  const [choice, setChoice] = useState(error ? CUSTOMER_NEW : (defaultCustomerId ?? CUSTOMER_NONE));
  return (
    <div className="grid gap-3">
      <Field label={t("customer.label")}>
        <Select
          name="customerId"
          value={choice}
          onValueChange={setChoice}
          disabled={isDisabled}
          options={[
            { value: CUSTOMER_NONE, label: t("customer.none") },
            ...customers.map((c) => ({ value: c.id, label: c.name ? `${c.name} <${c.email}>` : c.email })),
            { value: CUSTOMER_NEW, label: t("customer.new") },
          ]}
        />
      </Field>
      {choice === CUSTOMER_NEW ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("customer.newEmail")} isRequired error={error}>
            <Input type="email" name="newCustomerEmail" autoComplete="off" />
          </Field>
          <Field label={t("customer.newName")}>
            <Input name="newCustomerName" autoComplete="off" />
          </Field>
        </div>
      ) : null}
    </div>
  );
}
