import { HOOKS } from "./hooks.ts";

/**
 * A submit button (SubmitButton, `HOOKS.pendingLabel`) shows its pending label and stays disabled while the page
 * waits for the server, so the form cannot be sent twice; a page restored by the back button is usable again.
 */
export function attachPendingSubmit(button: HTMLButtonElement): () => void {
  const form = button.form;
  if (!form) return () => {};
  const label = button.querySelector("[aria-live]") ?? button;
  const idleText = label.textContent;
  const setPending = (isPending: boolean) => {
    button.disabled = isPending;
    button.setAttribute("aria-disabled", String(isPending));
    label.textContent = isPending ? (button.getAttribute(HOOKS.pendingLabel) ?? idleText) : idleText;
  };
  const onSubmit = (event: Event) => {
    if (event.defaultPrevented) return;
    if (button.disabled) return event.preventDefault();
    // The button has no name, so disabling it here takes nothing out of the data being sent.
    setPending(true);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) setPending(false);
  };
  form.addEventListener("submit", onSubmit);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("pageshow", onPageShow);
  };
}
