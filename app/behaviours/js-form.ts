import { HOOKS } from "./hooks.ts";

/**
 * A form marked `HOOKS.jsForm` tells the server that JavaScript runs in the page: a hidden field named by the
 * attribute's value, set to "1", so the server can answer in a way only a page with JavaScript can follow (the
 * custom quote's 'Demande envoyée !', then the thank-you page a second later). Without JavaScript the field is
 * absent and the server answers with a redirect.
 */
export function attachJsForm(form: HTMLFormElement): () => void {
  const name = form.getAttribute(HOOKS.jsForm);
  if (!name) return () => {};
  const field = Object.assign(document.createElement("input"), { type: "hidden", name, value: "1" });
  form.prepend(field);
  return () => field.remove();
}
