import { Banknote } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { PAYMENT_METHODS } from "../../../modules/documents/statuses.ts";
import { minorToInput } from "../../../modules/documents/desk-form.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { toCurrency } from "../../../modules/money/currency.ts";

type InvoicePaymentDialogProps = {
  currency: string;
  /** The amount due, in the currency's minor unit. */
  amountDue: number;
  today: string;
};

/**
 * 'Marquer comme payée': date, amount (the amount due by default, less for a partial payment), method and
 * reference. An amount above the amount due is refused by the server unless the box 'Enregistrer l'excédent comme
 * trop-perçu' is ticked: then the invoice takes the amount due and the excess is kept apart (ruling 17).
 */
export function InvoicePaymentDialog({ currency, amountDue, today }: InvoicePaymentDialogProps) {
  const { t } = useTranslation("admin-documents");
  const [isOpen, setOpen] = useState(false);
  const navigation = useNavigation();
  const isPending = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Banknote aria-hidden="true" />
          {t("invoices.markPaid")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("invoices.payTitle")}
        description={t("invoices.payDescription")}
        closeLabel={t("common.close")}
      >
        <Form method="post" className="grid gap-4" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="pay" />
          <Field label={t("invoices.payDate")} isRequired>
            <Input type="date" name="paidOn" defaultValue={today} />
          </Field>
          <Field label={t("invoices.payAmount", { currency })} isRequired>
            <Input
              type="number"
              name="amount"
              inputMode="decimal"
              min="0"
              step={currency === "XPF" ? "1" : "0.01"}
              defaultValue={minorToInput(amountDue, currency)}
            />
          </Field>
          <Field label={t("invoices.payMethod")}>
            <Select
              name="method"
              defaultValue="bank_transfer"
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoices.methods.${m}`) }))}
            />
          </Field>
          <Field label={t("invoices.payReference")}>
            <Input name="reference" maxLength={200} />
          </Field>
          <div className="flex items-start gap-2 text-sm">
            <Checkbox id="pay-excess" name="excess" value="overpayment" className="mt-0.5" />
            <label htmlFor="pay-excess">
              {t("invoices.payExcess")}
              <span className="block text-slate-500">
                {t("invoices.payExcessHelp", { due: formatMoney(amountDue, toCurrency(currency), "fr-FR") })}
              </span>
            </label>
          </div>
          <DialogFooter>
            <StatusButton type="submit" status={isPending ? "pending" : "idle"}>
              {t("invoices.paySubmit")}
            </StatusButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
