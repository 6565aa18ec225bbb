import type { TFunction } from "../../../modules/i18n/i18n.ts";
import { MAX_ORDER_QUANTITY, normalizeQuantity } from "../../../modules/catalog/pricing.ts";
import {
  buildConfigurationSearch,
  optionFieldName,
  readOptionSelections,
  type OptionSelections,
} from "../../../modules/catalog/product-options.ts";
import { viewConfiguration, type ConfiguratorModel } from "../configuration-view.ts";
import { listen } from "./listen.ts";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";

/**
 * Quantity and options of the product sheet (storefront §2, §5). Without JavaScript they are fields of a GET form
 * and the server computes the totals; here every change shows at once, computed by `viewConfiguration` as the
 * server does, and the address, the stepper's links, the request form and the card-payment form follow.
 */
export function attachConfigurator(root: HTMLElement, model: ConfiguratorModel, t: TFunction): () => void {
  const form = root.querySelector<HTMLFormElement>(`form${hookSelector(HOOKS.configurator)}`);
  const qtyInput = root.querySelector<HTMLInputElement>(`input${hookSelector(HOOKS.quantity)}`);
  if (!form || !qtyInput) return () => {};
  const readSelections = () => readOptionSelections(model.options, new FormData(form));
  let qty = normalizeQuantity(qtyInput.value);
  let selections: OptionSelections = readSelections();

  const all = <T extends Element>(selector: string) => [...document.querySelectorAll<T>(selector)];
  const setText = (name: string, text: string) =>
    all(hookSelector(HOOKS.out, name)).forEach((element) => (element.textContent = text));
  const setShown = (name: string, text: string | null) =>
    all<HTMLElement>(hookSelector(HOOKS.out, name)).forEach((element) => {
      element.hidden = text === null;
      element.textContent = text ?? "";
    });
  const searchFor = (quantity: number) =>
    buildConfigurationSearch(new URLSearchParams(window.location.search), model.options, quantity, selections);

  const update = () => {
    const view = viewConfiguration(model, qty, selections, t);
    // Above the bound the figures, the links and the forms use the largest allowed quantity; the message says why.
    const shown = view.quantity;
    setText("unit", view.unit);
    setText("subtotal", view.subtotal);
    setText("freight", view.freight);
    setText("total", view.total);
    setText("summary", view.summary);
    setText("shipping", view.shipping);
    setText("card-quantity", t("payment:dialog.quantity", { quantity: view.requested }));
    setText("chosen", view.chosen || t("payment:dialog.noOptions"));
    setText("charged", view.charged);
    setText("total-xpf", view.totalXpf);
    all<HTMLElement>(hookSelector(HOOKS.row, "subtotal")).forEach((row) => (row.hidden = view.subtotalLabel === null));
    setText("subtotal-label", view.subtotalLabel ?? "");
    setShown("missing", view.missing);
    setShown("too-many", view.tooMany);
    setShown("blocker", view.blocker);
    setShown("rounding", view.rounding);
    all<HTMLElement>(hookSelector(HOOKS.row, "charged")).forEach((row) => (row.hidden = view.blocker !== null));
    all<HTMLElement>(hookSelector(HOOKS.row, "charged-blocker")).forEach((row) => (row.hidden = view.blocker === null));
    for (const [code, choice] of Object.entries(view.selectChoices)) setShown(`choice-${code}`, choice);

    const search = searchFor(shown);
    const path = window.location.pathname;
    for (const step of all<HTMLAnchorElement>(`a${hookSelector(HOOKS.quantityStep)}`)) {
      const next = shown + Number(step.getAttribute(HOOKS.quantityStep));
      const isOff = next < 1;
      step.href = `${path}${searchFor(Math.min(MAX_ORDER_QUANTITY, Math.max(1, next)))}`;
      // Off at the minimum: out of the tab order and hidden from assistive technologies (quantity-stepper.tsx).
      if (isOff) {
        step.setAttribute("aria-hidden", "true");
        step.tabIndex = -1;
      } else {
        step.removeAttribute("aria-hidden");
        step.removeAttribute("tabindex");
      }
      step.classList.toggle("pointer-events-none", isOff);
      step.classList.toggle("opacity-40", isOff);
    }
    // The request form and the card payment send what is on screen.
    for (const fields of all<HTMLElement>(hookSelector(HOOKS.configFields))) {
      // The quantity asked, even above the bound: the forms refuse it with the bound's message rather than send less.
      const inputs = [
        ["qty", String(view.requested)],
        ...Object.entries(selections).flatMap(([code, values]) =>
          values.map((value) => [optionFieldName(code), value]),
        ),
      ];
      fields.replaceChildren(
        ...inputs.map(([name, value]) =>
          Object.assign(document.createElement("input"), { type: "hidden", name, value }),
        ),
      );
      const requestForm = fields.closest<HTMLFormElement>(`form${hookSelector(HOOKS.requestForm)}`);
      if (requestForm) requestForm.action = `${path}${search}`;
    }
    all<HTMLInputElement>(`input${hookSelector(HOOKS.cardField, "returnTo")}`).forEach(
      (input) => (input.value = `${path}${search}`),
    );
    all<HTMLInputElement>(`input${hookSelector(HOOKS.cardField, "shownAmountMinor")}`).forEach(
      (input) => (input.value = String(view.chargedMinor)),
    );
    const url = `${path}${search}${window.location.hash}`;
    if (url !== `${path}${window.location.search}${window.location.hash}`)
      window.history.replaceState(window.history.state, "", url);
  };

  const setQty = (value: number) => {
    qty = normalizeQuantity(value);
    update();
  };
  const onInput = () => {
    // An empty or invalid entry stays on screen while the visitor types; the totals wait for a valid one.
    if (/^\d+$/.test(qtyInput.value) && Number(qtyInput.value) >= 1) setQty(Number(qtyInput.value));
  };
  const onBlur = () => (qtyInput.value = String(qty));
  const onClick = (event: MouseEvent) => {
    const step = (event.target as Element).closest<HTMLAnchorElement>(`a${hookSelector(HOOKS.quantityStep)}`);
    if (!step) return;
    event.preventDefault();
    setQty(
      Math.min(
        MAX_ORDER_QUANTITY,
        Math.max(1, Math.min(qty, MAX_ORDER_QUANTITY) + Number(step.getAttribute(HOOKS.quantityStep))),
      ),
    );
    qtyInput.value = String(qty);
    // The − just went off under the visitor's focus: the quantity field takes it.
    if (document.activeElement === step && step.tabIndex === -1) qtyInput.focus();
  };
  const onChange = (event: Event) => {
    const field = event.target as HTMLInputElement;
    if (field.form !== form || !field.name.startsWith("opt_")) return;
    selections = readSelections();
    update();
  };

  return listen([
    [qtyInput, "input", onInput],
    [qtyInput, "blur", onBlur],
    [root, "click", onClick],
    [root, "change", onChange],
  ]);
}
