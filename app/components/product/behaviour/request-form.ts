import { FIELD_TOO_LONG } from "../../../modules/forms/field-limits.ts";
import { MAX_ORDER_QUANTITY } from "../../../modules/catalog/pricing.ts";
import type { TFunction } from "../../../modules/i18n/i18n.ts";
import { listen } from "./listen.ts";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";

/**
 * The quote/order form's checks before it is sent (storefront §3: name and email required, 'Champs requis
 * manquants' / 'Veuillez remplir votre nom et email'), with the server's messages and in the server's places; the
 * server checks again. Once sent, the button that sent it says so and the form cannot be sent twice (a page restored
 * by the back button is usable again).
 */
export function attachRequestForm(form: HTMLFormElement, t: TFunction): () => void {
  const message = form.closest("section")?.querySelector<HTMLElement>(hookSelector(HOOKS.formMessage)) ?? null;
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button[type='submit']")];
  // Each button's own label, given back when the page is usable again.
  const labels = new Map(buttons.map((button) => [button, button.textContent ?? ""]));
  const fields = [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input[id]:not([type='hidden']):not([type='checkbox']), textarea[id]",
    ),
  ];
  const terms = form.querySelector<HTMLInputElement>("input[name='acceptTerms']");
  const token = form.querySelector<HTMLInputElement>(`input${hookSelector(HOOKS.submissionToken)}`);
  // One token per page view: the same form sent twice (a double click) makes one order, a new view a new one.
  const renewToken = () => {
    if (token) token.value = crypto.randomUUID();
  };
  let isChecking = false;
  let isSending = false;

  const errorOf = (field: HTMLInputElement | HTMLTextAreaElement): string | null => {
    const value = field.value.trim();
    if (field.required && value === "") return t("form.errors.required");
    if (field.maxLength > 0 && value.length > field.maxLength) return t(FIELD_TOO_LONG, { max: field.maxLength });
    if (field.type === "email" && value !== "" && field.validity.typeMismatch) return t("form.errors.invalidEmail");
    return null;
  };
  const showError = (field: HTMLInputElement | HTMLTextAreaElement, error: string | null) => {
    const id = `${field.id}-error`;
    let line = document.getElementById(id);
    if (error === null) {
      line?.remove();
      field.removeAttribute("aria-invalid");
      return;
    }
    if (!line) {
      line = Object.assign(document.createElement("p"), { id, className: "mt-1 text-sm text-red-700" });
      // A checkbox sits in a row with its label: its message goes below the row.
      (field.type === "checkbox" && field.parentElement ? field.parentElement : field).after(line);
    }
    line.textContent = error;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", id);
  };
  const showMessage = (title: string, text: string) => {
    if (!message) return;
    message.hidden = false;
    message.replaceChildren(Object.assign(document.createElement("strong"), { textContent: title }), ` ${text}`);
  };
  const check = (isOrder: boolean): boolean => {
    const errors = fields.map((field) => [field, errorOf(field)] as const);
    if (terms) errors.push([terms, isOrder && !terms.checked ? t("form.errors.termsRequired") : null]);
    for (const [field, error] of errors) showError(field, error);
    return errors.every(([, error]) => error === null);
  };
  const setSending = (submitter: HTMLButtonElement | null, sending: boolean) => {
    isSending = sending;
    // Not `disabled`: the browser sends the form after this handler, and a disabled submitter's intent (quote or
    // order) would not go with it. A second submit is refused while this one is under way.
    for (const button of buttons) {
      button.textContent =
        sending && button === submitter ? t("form.busy") : (labels.get(button) ?? button.textContent);
      button.setAttribute("aria-disabled", String(sending));
      button.classList.toggle("opacity-60", sending);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    if (isSending) return event.preventDefault();
    isChecking = true;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    // The quantity the sheet shows is above the bound: nothing is sent, the bound is said (the server says it too).
    const qty = Number(form.querySelector<HTMLInputElement>("input[name='qty']")?.value ?? 1);
    if (qty > MAX_ORDER_QUANTITY) {
      event.preventDefault();
      showMessage(t("form.errorTitle"), t("form.errors.tooMany", { max: MAX_ORDER_QUANTITY }));
      message?.focus();
      return;
    }
    if (!check(submitter?.value === "order")) {
      event.preventDefault();
      const missing = fields.some(
        (field) => (field.name === "full_name" || field.name === "email") && field.value.trim() === "",
      );
      const isTermsOnly = !missing && fields.every((field) => field.getAttribute("aria-invalid") !== "true");
      showMessage(
        missing ? t("form.missingTitle") : t("form.errorTitle"),
        missing ? t("form.missingText") : isTermsOnly ? t("form.errors.termsRequired") : t("form.invalidText"),
      );
      [...fields, ...(terms ? [terms] : [])].find((field) => field.getAttribute("aria-invalid") === "true")?.focus();
      return;
    }
    setSending(submitter, true);
  };
  // Once a check has failed, each field's message follows what the visitor types.
  const onInput = (event: Event) => {
    const field = event.target as HTMLInputElement;
    if (isChecking && fields.includes(field)) showError(field, errorOf(field));
    if (isChecking && field === terms && terms.checked) showError(terms, null);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    setSending(null, false);
    renewToken();
  };

  renewToken();
  // The server refused the last submission: its message comes into view and takes the focus.
  if (message && !message.hidden) {
    message.scrollIntoView({ block: "center" });
    message.focus();
  }
  form.setAttribute(HOOKS.formChecks, "browser");
  return listen([
    [form, "submit", onSubmit],
    [form, "input", onInput],
    [form, "change", onInput],
    [window, "pageshow", onPageShow],
  ]);
}
