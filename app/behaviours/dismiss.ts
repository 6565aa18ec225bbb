import { HOOKS, hookSelector } from "./hooks.ts";

/**
 * The server's one-off message (StaticToast): a close button, and it leaves by itself after a while, though not
 * while the pointer or focus is on it.
 */
export function attachDismiss(toast: HTMLElement): () => void {
  const close = toast.querySelector<HTMLButtonElement>(hookSelector(HOOKS.dismiss));
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
