// @vitest-environment happy-dom
// The product sheet's configurator, request form and card-payment dialog, each run on ProductSheetView's server
// markup as the page carries it (decision 007), so a `data-*` hook renamed on one side fails here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";
import { pick } from "../../../behaviours/server-markup.server.tsx";
import { priceConfiguration } from "../../../modules/catalog/price-configuration.ts";
import { formatXpfForDisplay } from "../../../modules/catalog/pricing.ts";
import { attachCardPayment } from "./card-payment.ts";
import { attachConfigurator } from "./configurator.ts";
import { attachRequestForm } from "./request-form.ts";
import { DISPLAY, MODEL, mountSheet, t } from "./sheet-markup.server.tsx";

let detach = () => {};
afterEach(() => {
  detach();
  vi.restoreAllMocks();
});

const out = (root: ParentNode, name: string) => pick(root, hookSelector(HOOKS.out, name)).textContent;
const totalOf = (quantity: number, selections: Record<string, string[]>) =>
  formatXpfForDisplay(priceConfiguration(MODEL, quantity, selections).total.totalXpf, DISPLAY, "fr-FR");

describe("configurator on the product sheet's markup", () => {
  function mountConfigurator() {
    const body = mountSheet();
    detach = attachConfigurator(pick(body, hookSelector(HOOKS.productSheet)), MODEL, t);
    return body;
  }

  it("shows the total priceConfiguration gives when the quantity is typed", () => {
    const body = mountConfigurator();
    expect(out(body, "total")).toBe(totalOf(1, {}));
    const qty = pick<HTMLInputElement>(body, `input${hookSelector(HOOKS.quantity)}`);
    qty.value = "3";
    qty.dispatchEvent(new Event("input", { bubbles: true }));
    // Three units need two containers: the freight of two.
    expect(out(body, "total")).toBe(totalOf(3, {}));
    expect(out(body, "subtotal")).toBe(formatXpfForDisplay(300_000, DISPLAY, "fr-FR"));
    expect(pick(body, hookSelector(HOOKS.row, "subtotal")).hidden).toBe(false);
  });

  it("follows an option's price, and the stepper's links and the forms send what is on screen", () => {
    const body = mountConfigurator();
    expect(pick(body, hookSelector(HOOKS.out, "missing")).hidden).toBe(false);
    const select = pick<HTMLSelectElement>(body, "select[name='opt_modele']");
    select.value = "grand";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(out(body, "total")).toBe(totalOf(1, { modele: ["grand"] }));
    expect(pick(body, hookSelector(HOOKS.out, "missing")).hidden).toBe(true);

    pick<HTMLAnchorElement>(body, `a${hookSelector(HOOKS.quantityStep, "1")}`).click();
    expect(pick<HTMLInputElement>(body, `input${hookSelector(HOOKS.quantity)}`).value).toBe("2");
    expect(out(body, "total")).toBe(totalOf(2, { modele: ["grand"] }));
    expect(out(body, "card-quantity")).toBe("Quantité : 2");
    const form = pick<HTMLFormElement>(body, `form${hookSelector(HOOKS.requestForm)}`);
    const sent = new FormData(form);
    expect([sent.get("qty"), sent.get("opt_modele")]).toEqual(["2", "grand"]);
    expect(pick<HTMLInputElement>(body, `input${hookSelector(HOOKS.cardField, "returnTo")}`).value).toBe(
      "/?qty=2&opt_modele=grand",
    );
  });
});

describe("request form on the product sheet's markup", () => {
  function mountRequestForm() {
    const body = mountSheet();
    const form = pick<HTMLFormElement>(body, `form${hookSelector(HOOKS.requestForm)}`);
    detach = attachRequestForm(form, t);
    return { body, form };
  }
  const submit = (form: HTMLFormElement, intent: "quote" | "order") => {
    const submitter = pick<HTMLButtonElement>(form, `button[type='submit'][value='${intent}']`);
    const event = new SubmitEvent("submit", { cancelable: true, submitter });
    return form.dispatchEvent(event);
  };

  it("says the form is checked in the browser", () => {
    const { form } = mountRequestForm();
    expect(form.getAttribute(HOOKS.formChecks)).toBe("browser");
  });

  it("stops a request without name and email with the spec's message, in the server's place", () => {
    const { body, form } = mountRequestForm();
    expect(submit(form, "quote")).toBe(false);
    const message = pick(body, hookSelector(HOOKS.formMessage));
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe("Champs requis manquants Veuillez remplir votre nom et email");
    const name = pick<HTMLInputElement>(form, "input[name='full_name']");
    expect(name.getAttribute("aria-invalid")).toBe("true");
  });

  it("checks the email's format and the schema's length from the attributes the server wrote", () => {
    const { form } = mountRequestForm();
    const name = pick<HTMLInputElement>(form, "input[name='full_name']");
    const email = pick<HTMLInputElement>(form, "input[name='email']");
    expect(name.maxLength).toBeGreaterThan(0);
    name.value = "x".repeat(name.maxLength + 1);
    email.value = "hina@";
    expect(submit(form, "quote")).toBe(false);
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe("Adresse email invalide.");
    expect(document.getElementById(`${name.id}-error`)?.textContent).toContain(String(name.maxLength));
  });

  it("asks for the terms before an order, then sends once with the busy label", () => {
    const { form } = mountRequestForm();
    pick<HTMLInputElement>(form, "input[name='full_name']").value = "Hina Tehei";
    pick<HTMLInputElement>(form, "input[name='email']").value = "hina@example.com";
    expect(submit(form, "order")).toBe(false);
    const terms = pick<HTMLInputElement>(form, "input[name='acceptTerms']");
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    terms.checked = true;
    expect(submit(form, "order")).toBe(true);
    const button = pick<HTMLButtonElement>(form, "button[type='submit'][value='order']");
    expect(button.textContent).toBe(t("form.busy"));
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(submit(form, "order")).toBe(false);
  });
});

describe("card-payment dialog on the product sheet's markup", () => {
  function mountCardPayment() {
    const body = mountSheet({ selections: { modele: ["petit"] } });
    detach = attachCardPayment(pick(body, hookSelector(HOOKS.cardPayment)), t);
    const dialog = pick<HTMLDialogElement>(body, "dialog");
    const form = pick<HTMLFormElement>(dialog, "form");
    return { body, dialog, form, email: pick<HTMLInputElement>(form, "input[name='buyerEmail']") };
  }
  const send = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { cancelable: true }));

  it("puts the button that opens the modal dialog in place of the plain form", () => {
    const { body, dialog } = mountCardPayment();
    expect(body.querySelector(hookSelector(HOOKS.cardFallback))).toBeNull();
    pick(body, hookSelector(HOOKS.cardOpen)).click();
    expect(dialog.open).toBe(true);
    pick(dialog, hookSelector(HOOKS.cardClose)).click();
    expect(dialog.open).toBe(false);
  });

  it("checks the email with the schema's rules and the spec's messages before anything is sent", () => {
    const fetch = vi.spyOn(window, "fetch");
    const { dialog, form, email } = mountCardPayment();
    const error = pick(dialog, hookSelector(HOOKS.cardError));
    expect(email.required).toBe(true);
    expect(email.maxLength).toBe(254);
    send(form);
    expect([error.hidden, error.textContent]).toEqual([false, "Email requis"]);
    email.value = "hina.example.com";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(error.textContent).toBe("Veuillez saisir une adresse email valide");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    email.value = "hina@example.com";
    send(form);
    expect(error.hidden).toBe(true);
    expect(pick(dialog, hookSelector(HOOKS.cardTermsError)).textContent).toBe(
      "Veuillez accepter les conditions générales de vente",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("creates the payment, busy meanwhile, and goes to the provider's page", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi
      .spyOn(window, "fetch")
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { dialog, form, email } = mountCardPayment();
    email.value = "hina@example.com";
    pick<HTMLInputElement>(form, "input[name='acceptTerms']").checked = true;
    send(form);
    expect(fetch).toHaveBeenCalledOnce();
    const sent = fetch.mock.calls[0]![1]!.body as FormData;
    expect([sent.get("buyerEmail"), sent.get("productSlug"), sent.get("qty")]).toEqual([
      "hina@example.com",
      "mini-pelle",
      "1",
    ]);
    expect(pick(dialog, hookSelector(HOOKS.cardLabel)).textContent).toBe(t("payment:dialog.creating"));
    expect(email.readOnly).toBe(true);
    answer(Response.json({ ok: true, url: "https://pay.example/session" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/session"));
  });
});
