import { HOOKS } from "./hooks.ts";

/**
 * An element marked `HOOKS.redirectTo` sends the visitor there after `HOOKS.redirectDelay` milliseconds (the custom
 * quote's success message stays one second, storefront §2 /devis). The page replaces the current history entry:
 * back does not return to a page that answered a form.
 */
export function attachRedirect(
  element: HTMLElement,
  go: (url: string) => void = (url) => window.location.replace(url),
): () => void {
  const url = element.getAttribute(HOOKS.redirectTo);
  if (!url) return () => {};
  const delay = Number(element.getAttribute(HOOKS.redirectDelay) ?? 0);
  const timer = window.setTimeout(() => go(url), Number.isFinite(delay) ? delay : 0);
  return () => window.clearTimeout(timer);
}
