import { Users } from "lucide-react";
import { useState } from "react";
import { CUSTOMER_NEW, CUSTOMER_NONE } from "../../../modules/documents/customer-choice.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { CustomerPicker, type PickedCustomer } from "../customers/customer-picker.tsx";

type CustomerFieldProps = {
  defaultCustomer: PickedCustomer | null;
  /** The message of a refused new customer ('L'email du client est obligatoire'). */
  error?: string | null;
  /** An issued invoice keeps its buyer: the field only shows it. */
  isDisabled?: boolean;
};

/**
 * The customer of a quote or invoice: one found by the customer picker (name, email or company, searched on the
 * server), none, or a new one made from an email (and a name). Sends `customerId` (an id, CUSTOMER_NONE or
 * CUSTOMER_NEW) and, for a new one, `newCustomerEmail` and `newCustomerName`.
 */
export function CustomerField({ defaultCustomer, error, isDisabled = false }: CustomerFieldProps) {
  const { t } = useTranslation("admin-documents");
  const [customer, setCustomer] = useState(defaultCustomer);
  const [isNew, setIsNew] = useState(Boolean(error));
  if (isDisabled) {
    return (
      <div className="grid gap-1.5 text-sm">
        <span className="font-medium text-slate-800">{t("customer.label")}</span>
        <span className="text-slate-700">
          {customer ? `${customer.name ?? customer.email} (${customer.email})` : t("customer.none")}
        </span>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <input type="hidden" name="customerId" value={isNew ? CUSTOMER_NEW : (customer?.id ?? CUSTOMER_NONE)} />
      {isNew ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("customer.newEmail")} isRequired error={error}>
            <Input type="email" name="newCustomerEmail" autoComplete="off" />
          </Field>
          <Field label={t("customer.newName")}>
            <Input name="newCustomerName" autoComplete="off" />
          </Field>
        </div>
      ) : (
        <CustomerPicker value={customer} onChange={setCustomer} label={t("customer.label")} />
      )}
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => setIsNew(!isNew)}>
          {isNew ? <Users aria-hidden="true" /> : null}
          {isNew ? t("customer.existing") : t("customer.new")}
        </Button>
      </div>
    </div>
  );
}
