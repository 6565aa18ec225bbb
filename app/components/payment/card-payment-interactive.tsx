// The interactive card-payment dialog, loaded on the first click of its trigger (card-payment-dialog.tsx), so it
// opens at once: the email, the creation of the payment on the server, then the provider's hosted page.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as Dialog from "@radix-ui/react-dialog";
import { CreditCard, Loader2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { useFetcher } from "react-router";
import { toast } from "../toaster.tsx";
import { CardPaymentSchema, type CardPaymentInput } from "../../modules/payments/card-payment-schema.ts";
import {
  CARD_PAYMENT_ACTION,
  CardPaymentHiddenFields,
  type CardPaymentDialogProps,
  CARD_PAYMENT_INPUT,
  CARD_PAYMENT_SUBMIT,
  CARD_PAYMENT_TRIGGER,
} from "./card-payment-fields.tsx";

type CardPaymentResponse =
  | { ok: true; url: string }
  | { ok: false; result?: SubmissionResult<string[]>; toast: { title: string; description?: string } };

export default function InteractiveDialog(props: CardPaymentDialogProps) {
  const { t } = useTranslation("payment");
  const fetcher = useFetcher<CardPaymentResponse>();
  // Mounted by the visitor's click on the trigger: it opens at once.
  const [isOpen, setOpen] = useState(true);
  const response = fetcher.data;
  // Once the URL is there the browser is leaving: the dialog stays in its creating state.
  const isRedirecting = response?.ok === true && Boolean(response.url);
  const [form, fields] = useForm<CardPaymentInput>({
    id: `card-payment-${props.productSlug}`,
    lastResult: response && !response.ok ? response.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CardPaymentSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const isCreating = fetcher.state !== "idle" || isRedirecting;

  useEffect(() => {
    if (!response) return;
    if (!response.ok) {
      toast.error(response.toast.title, { description: response.toast.description });
      return;
    }
    if (!response.url) {
      toast.error(t("errors.noUrl"));
      return;
    }
    window.location.assign(response.url);
  }, [response, t]);

  const emailError = fields.buyerEmail.errors?.[0];
  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => !isCreating && setOpen(next)}>
      <Dialog.Trigger className={CARD_PAYMENT_TRIGGER}>
        <CreditCard aria-hidden="true" className="size-4" /> {t("dialog.trigger")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t("dialog.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("dialog.close")}
              disabled={isCreating}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{t("dialog.description")}</Dialog.Description>
          <fetcher.Form method="post" action={CARD_PAYMENT_ACTION} {...getFormProps(form)} className="mt-4 space-y-4">
            <CardPaymentHiddenFields {...props} />
            <input type="hidden" name="mode" value="fetch" />
            <p className="text-sm text-slate-700">{t("dialog.quantity", { quantity: props.quantity })}</p>
            <div>
              <label htmlFor={fields.buyerEmail.id} className="block text-sm font-medium text-slate-800">
                {t("dialog.emailLabel")}
              </label>
              <input
                {...getInputProps(fields.buyerEmail, { type: "email" })}
                key={fields.buyerEmail.key}
                autoComplete="email"
                placeholder={t("dialog.emailPlaceholder")}
                readOnly={isCreating}
                className={CARD_PAYMENT_INPUT}
              />
              {emailError ? (
                <p id={fields.buyerEmail.errorId} role="alert" className="mt-1 text-sm text-red-700">
                  {t(emailError)}
                </p>
              ) : null}
            </div>
            <p className="text-xs text-slate-500">{t("dialog.amountNote")}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close
                disabled={isCreating}
                className="rounded-md border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {t("dialog.cancel")}
              </Dialog.Close>
              <button type="submit" disabled={isCreating} className={CARD_PAYMENT_SUBMIT}>
                {isCreating ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                {isCreating ? t("dialog.creating") : t("dialog.submit")}
              </button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
