import type { TFunction } from "../../../modules/i18n/i18n.ts";
import { listen, type Listener } from "./listen.ts";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";

type CardPaymentAnswer =
  | { ok: true; url?: string }
  | {
      ok: false;
      result?: { error?: Record<string, string[] | null> };
      toast?: { title: string; description?: string };
      /** The amount to charge changed since the page showed it: the new one, to show and to confirm. */
      changed?: { amountMinor: number; text: string };
    };

/**
 * The card-payment dialog (storefront §2 "Card payment dialog": closed, open, creating). Without JavaScript the
 * product sheet holds a disclosure with a plain form that posts and redirects; here it becomes a button that opens a
 * modal `<dialog>` (from its `<template>`): the email is checked with the attributes the schema gave it ('Email
 * requis', 'Veuillez saisir une adresse email valide'), the server creates the payment, then the browser goes to the provider's page.
 */
export function attachCardPayment(root: HTMLElement, t: TFunction): () => void {
  const fallback = root.querySelector<HTMLElement>(hookSelector(HOOKS.cardFallback));
  const template = root.querySelector<HTMLTemplateElement>(`template${hookSelector(HOOKS.cardDialog)}`);
  if (!fallback || !template) return () => {};
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const trigger = fragment.querySelector<HTMLButtonElement>(hookSelector(HOOKS.cardOpen));
  const dialog = fragment.querySelector<HTMLDialogElement>("dialog");
  const form = dialog?.querySelector<HTMLFormElement>("form");
  const email = form?.querySelector<HTMLInputElement>("input[name='buyerEmail']");
  const fieldError = dialog?.querySelector<HTMLElement>(hookSelector(HOOKS.cardError));
  const alert = dialog?.querySelector<HTMLElement>(hookSelector(HOOKS.cardAlert));
  const submit = form?.querySelector<HTMLButtonElement>("button[type='submit']");
  const terms = form?.querySelector<HTMLInputElement>("input[name='acceptTerms']");
  const termsError = dialog?.querySelector<HTMLElement>(hookSelector(HOOKS.cardTermsError));
  if (!trigger || !dialog || !form || !email || !fieldError || !alert || !submit || !terms || !termsError)
    return () => {};
  const closers = [...dialog.querySelectorAll<HTMLButtonElement>(hookSelector(HOOKS.cardClose))];
  // A required option missing or a quantity above the bound: the recap says so in place of the amount (configurator.ts).
  const blocker = form.querySelector<HTMLElement>(hookSelector(HOOKS.row, "charged-blocker"));
  let isCreating = false;

  const showFieldError = (key: string | null) => {
    fieldError.hidden = key === null;
    fieldError.textContent = key === null ? "" : t(key);
    if (key === null) email.removeAttribute("aria-invalid");
    else email.setAttribute("aria-invalid", "true");
  };
  const showTermsError = (key: string | null) => {
    termsError.hidden = key === null;
    termsError.textContent = key === null ? "" : t(key);
    if (key === null) terms.removeAttribute("aria-invalid");
    else terms.setAttribute("aria-invalid", "true");
  };
  const showAlert = (title: string | null, description?: string) => {
    alert.hidden = title === null;
    alert.replaceChildren(
      ...(title === null
        ? []
        : [
            Object.assign(document.createElement("strong"), { textContent: title }),
            description ? ` ${description}` : "",
          ]),
    );
  };
  const setCreating = (creating: boolean) => {
    isCreating = creating;
    email.readOnly = creating;
    for (const button of [submit, ...closers]) button.disabled = creating;
    submit.querySelector(hookSelector(HOOKS.cardSpinner))?.classList.toggle("hidden", !creating);
    const label = submit.querySelector(hookSelector(HOOKS.cardLabel));
    if (label) label.textContent = t(creating ? "payment:dialog.creating" : "payment:dialog.submit");
  };
  // The attributes the server derived from CardPaymentSchema (card-payment-dialog.tsx), with the spec's messages.
  const checkEmail = (): string | null => {
    const value = email.value.trim();
    if (email.required && value === "") return "payment:errors.emailRequired";
    if (email.maxLength > 0 && value.length > email.maxLength) return "payment:errors.emailInvalid";
    return value !== "" && email.validity.typeMismatch ? "payment:errors.emailInvalid" : null;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (isCreating) return;
    // Every problem is shown at once: a required option still to choose, then the email and the terms.
    const problem = checkEmail();
    const termsProblem = terms.checked ? null : "payment:errors.termsRequired";
    showFieldError(problem);
    showTermsError(termsProblem);
    showAlert(null);
    if (blocker && !blocker.hidden) return blocker.focus();
    if (problem) return email.focus();
    if (termsProblem) return terms.focus();
    setCreating(true);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as CardPaymentAnswer;
      if (answer.ok && answer.url) return window.location.assign(answer.url);
      setCreating(false);
      if (answer.ok) return showAlert(t("payment:errors.noUrl"));
      if (answer.changed) {
        const { amountMinor, text } = answer.changed;
        form
          .querySelectorAll<HTMLInputElement>(`input${hookSelector(HOOKS.cardField, "shownAmountMinor")}`)
          .forEach((input) => (input.value = String(amountMinor)));
        document.querySelectorAll(hookSelector(HOOKS.out, "charged")).forEach((out) => (out.textContent = text));
      }
      const emailErrors = answer.result?.error?.buyerEmail;
      const termsErrors = answer.result?.error?.acceptTerms;
      if (emailErrors?.[0]) showFieldError(`payment:${emailErrors[0]}`);
      else if (termsErrors?.[0]) showTermsError(`payment:${termsErrors[0]}`);
      else showAlert(answer.toast?.title ?? t("payment:errors.generic"), answer.toast?.description);
      if (!alert.hidden) alert.focus();
    } catch {
      setCreating(false);
      showAlert(t("payment:errors.generic"), t("payment:errors.tryAgain"));
    }
  };
  const open = () => {
    showFieldError(null);
    showTermsError(null);
    showAlert(null);
    dialog.showModal();
  };
  const close = () => {
    if (!isCreating) dialog.close();
  };
  // Escape closes the dialog, except while the payment is being created.
  const onCancel = (event: Event) => {
    if (isCreating) event.preventDefault();
  };
  const onInput = () => {
    if (!fieldError.hidden) showFieldError(checkEmail());
    if (!termsError.hidden && terms.checked) showTermsError(null);
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === dialog) close();
  };

  fallback.replaceWith(fragment);
  return listen([
    [trigger, "click", open],
    [form, "submit", onSubmit],
    [email, "input", onInput],
    [terms, "change", onInput],
    [dialog, "cancel", onCancel],
    [dialog, "click", onBackdropClick],
    ...closers.map((closer): Listener => [closer, "click", close]),
  ]);
}
