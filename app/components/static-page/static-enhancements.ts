// Behaviours for pages served without React (decision 006). Each function is self-contained, nothing from outside
// its body, because its source text becomes part of the page's inline script (static-page-script.server.ts).

/**
 * A submit button (SubmitButton, `data-pending-label`) shows its pending label and stays disabled while the page
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
    label.textContent = isPending ? (button.dataset.pendingLabel ?? idleText) : idleText;
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

/**
 * The server's one-off message (StaticToast): a close button, and it leaves by itself after a while, though not
 * while the pointer or focus is on it.
 */
export function attachDismiss(toast: HTMLElement): () => void {
  const close = toast.querySelector<HTMLButtonElement>("[data-dismiss]");
  const DURATION_MS = 8_000;
  let timer = 0;
  const dismiss = () => toast.remove();
  const wait = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, DURATION_MS);
  };
  const hold = () => window.clearTimeout(timer);
  const listeners: Array<[EventTarget, string, EventListener]> = [
    [toast, "mouseenter", hold],
    [toast, "focusin", hold],
    [toast, "mouseleave", wait],
    [toast, "focusout", wait],
  ];
  if (close) {
    close.hidden = false;
    listeners.push([close, "click", dismiss]);
  }
  for (const [node, type, listener] of listeners) node.addEventListener(type, listener);
  wait();
  return () => {
    window.clearTimeout(timer);
    for (const [node, type, listener] of listeners) node.removeEventListener(type, listener);
  };
}
