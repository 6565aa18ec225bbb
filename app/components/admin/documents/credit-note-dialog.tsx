import { FileMinus } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CREDIT_MODES, type CreditMode } from "../../../modules/documents/desk-form.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { toCurrency } from "../../../modules/money/currency.ts";

/** An invoice line as the dialog offers it: what is left of its quantity to credit. */
export type CreditableLineView = { id: string; description: string; unitPrice: number; qtyLeft: number };

type CreditNoteDialogProps = {
  number: string;
  currency: string;
  /** What is left to credit on the invoice, in minor units. */
  creditable: number;
  lines: readonly CreditableLineView[];
};

/**
 * 'Établir un avoir': a credit note (BPE-AV-…) for the rest of an issued invoice, for chosen quantities of its lines,
 * or for an amount, with a reason. The server refuses more than what is left to credit.
 */
export function CreditNoteDialog({ number, currency, creditable, lines }: CreditNoteDialogProps) {
  const { t } = useTranslation("admin-documents");
  const [mode, setMode] = useState<CreditMode>("rest");
  const navigation = useNavigation();
  const isPending = navigation.state !== "idle" && navigation.formData?.get("intent") === "credit";
  const formId = "credit-note-form";
  const step = currency === "XPF" ? "1" : "0.01";
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <FileMinus aria-hidden="true" />
          {t("invoices.creditNote")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        className="max-w-xl"
        title={t("invoices.creditTitle")}
        description={t("invoices.creditDescription", {
          number,
          amount: formatMoney(creditable, toCurrency(currency), "fr-FR"),
        })}
        cancelLabel={t("common.cancel")}
        action={
          <StatusButton type="submit" form={formId} variant="destructive" status={isPending ? "pending" : "idle"}>
            {t("invoices.creditSubmit")}
          </StatusButton>
        }
      >
        <Form method="post" id={formId} className="grid gap-3">
          <input type="hidden" name="intent" value="credit" />
          <Field label={t("invoices.creditMode")}>
            <Select
              name="credit"
              value={mode}
              onValueChange={(value) => setMode(value as CreditMode)}
              options={CREDIT_MODES.map((value) => ({ value, label: t(`invoices.creditModes.${value}`) }))}
            />
          </Field>
          {mode === "lines" ? (
            <fieldset className="grid max-h-72 gap-2 overflow-y-auto">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t("invoices.creditLines")}</legend>
              {lines.map((line, index) => (
                <Field
                  key={line.id}
                  label={`${index + 1}. ${line.description || t("lines.rowLabel", { n: index + 1 })}`}
                  hint={t("invoices.creditLineHint", {
                    qty: line.qtyLeft,
                    price: formatMoney(line.unitPrice, toCurrency(currency), "fr-FR"),
                  })}
                >
                  <Input
                    type="number"
                    name={`qty:${line.id}`}
                    inputMode="decimal"
                    min="0"
                    max={line.qtyLeft}
                    step="0.01"
                    defaultValue="0"
                    disabled={line.qtyLeft === 0}
                  />
                </Field>
              ))}
            </fieldset>
          ) : null}
          {mode === "amount" ? (
            <Field label={t("invoices.payAmount", { currency })} isRequired>
              <Input type="number" name="amount" inputMode="decimal" min="0" step={step} />
            </Field>
          ) : null}
          <Field label={t("invoices.creditReason")}>
            <Textarea name="reason" rows={2} />
          </Field>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
