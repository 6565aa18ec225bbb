// @vitest-environment happy-dom
// What the product sheet says instead of an amount or a request (issue 27 item 9): a required option not chosen, a
// quantity above the bound; and a select's chosen price delta written in full under it. Run on the server's markup.
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";
import { pick } from "../../../behaviours/server-markup.server.tsx";
import { attachCardPayment } from "./card-payment.ts";
import { attachConfigurator } from "./configurator.ts";
import { attachRequestForm } from "./request-form.ts";
import { MODEL, mountSheet, t } from "./sheet-markup.server.tsx";

let detach: Array<() => void> = [];
afterEach(() => {
  for (const undo of detach) undo();
  detach = [];
  vi.restoreAllMocks();
});

const MISSING = "À choisir avant de commander : Modèle";
const TOO_MANY = "La quantité est limitée à 999 par commande : au-delà, demandez un devis.";

function mountAll(options: Parameters<typeof mountSheet>[0] = {}) {
  const body = mountSheet(options);
  const root = pick(body, hookSelector(HOOKS.productSheet));
  // As product-sheet.script.ts: the dialog first (it copies its template), then the configurator over the page.
  detach.push(attachCardPayment(pick(body, hookSelector(HOOKS.cardPayment)), t));
  detach.push(attachConfigurator(root, MODEL, t));
  const requestForm = pick<HTMLFormElement>(body, `form${hookSelector(HOOKS.requestForm)}`);
  detach.push(attachRequestForm(requestForm, t));
  const dialog = pick<HTMLDialogElement>(body, "dialog");
  const form = pick<HTMLFormElement>(dialog, "form");
  pick<HTMLInputElement>(form, "input[name='buyerEmail']").value = "hina@example.com";
  pick<HTMLInputElement>(form, "input[name='acceptTerms']").checked = true;
  return { body, dialog, form, requestForm };
}
const amountRows = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLElement>(hookSelector(HOOKS.row, "charged")),
];
const blocker = (dialog: HTMLElement) => pick(dialog, hookSelector(HOOKS.row, "charged-blocker"));
const reason = (dialog: HTMLElement) => pick(dialog, hookSelector(HOOKS.out, "blocker")).textContent;
const send = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { cancelable: true }));
const setQuantity = (body: HTMLElement, value: string) => {
  const qty = pick<HTMLInputElement>(body, `input${hookSelector(HOOKS.quantity)}`);
  qty.value = value;
  qty.dispatchEvent(new Event("input", { bubbles: true }));
};

describe("card dialog with a required option not chosen", () => {
  it("names the option, shows no amount and sends nothing until it is chosen", () => {
    const fetch = vi.spyOn(window, "fetch").mockImplementation(() => new Promise<Response>(() => {}));
    const { body, dialog, form } = mountAll();
    expect(amountRows(dialog).every((row) => row.hidden)).toBe(true);
    expect([blocker(dialog).hidden, reason(dialog)]).toEqual([false, MISSING]);
    expect(send(form)).toBe(false);
    expect(document.activeElement).toBe(blocker(dialog));
    expect(fetch).not.toHaveBeenCalled();

    const select = pick<HTMLSelectElement>(body, "select[name='opt_modele']");
    select.value = "grand";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(blocker(dialog).hidden).toBe(true);
    expect(amountRows(dialog).every((row) => !row.hidden)).toBe(true);
    expect(pick(dialog, hookSelector(HOOKS.out, "charged")).textContent).toMatch(/^Montant débité : /);
    send(form);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("is the server's first render too: chosen in the URL, the amount shows at once", () => {
    const { dialog } = mountAll({ selections: { modele: ["petit"] } });
    expect(blocker(dialog).hidden).toBe(true);
    expect(amountRows(dialog).every((row) => !row.hidden)).toBe(true);
  });
});

describe("a quantity above the bound", () => {
  it("is said in the card dialog, which shows no amount and sends nothing", () => {
    const fetch = vi.spyOn(window, "fetch");
    const { body, dialog, form } = mountAll({ selections: { modele: ["petit"] } });
    setQuantity(body, "1500");
    expect([blocker(dialog).hidden, reason(dialog)]).toEqual([false, TOO_MANY]);
    expect(amountRows(dialog).every((row) => row.hidden)).toBe(true);
    expect(pick(dialog, hookSelector(HOOKS.out, "card-quantity")).textContent).toBe("Quantité : 1500");
    send(form);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("stops the request form with the bound's message rather than sending a smaller quantity", () => {
    const { body, requestForm } = mountAll({ selections: { modele: ["petit"] } });
    setQuantity(body, "1500");
    expect(new FormData(requestForm).get("qty")).toBe("1500");
    pick<HTMLInputElement>(requestForm, "input[name='full_name']").value = "Hina Tehei";
    pick<HTMLInputElement>(requestForm, "input[name='email']").value = "hina@example.com";
    const submitter = pick<HTMLButtonElement>(requestForm, "button[type='submit'][value='quote']");
    expect(requestForm.dispatchEvent(new SubmitEvent("submit", { cancelable: true, submitter }))).toBe(false);
    expect(pick(body, hookSelector(HOOKS.formMessage)).textContent).toContain(
      "La quantité est limitée à 999 par commande.",
    );
    setQuantity(body, "999");
    expect(requestForm.dispatchEvent(new SubmitEvent("submit", { cancelable: true, submitter }))).toBe(true);
  });

  it("sends the quantity asked from the server's first render, so the server refuses it too", () => {
    const { requestForm } = mountSheetOnly(1500);
    expect(new FormData(requestForm).get("qty")).toBe("1500");
  });
});

describe("a select's chosen price delta", () => {
  it("is written in full under the select, and follows the choice", () => {
    const { body } = mountAll({ selections: { modele: ["grand"] } });
    const choice = pick(body, hookSelector(HOOKS.out, "choice-modele"));
    expect(choice.hidden).toBe(false);
    expect(choice.textContent?.replace(/[\u202F\u00A0]/g, " ")).toBe("Choix : Grand (+ 5 000 XPF)");
    const select = pick<HTMLSelectElement>(body, "select[name='opt_modele']");
    select.value = "petit";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(choice.textContent).toBe("Choix : Petit");
  });
});

function mountSheetOnly(qty: number) {
  const body = mountSheet({ qty, selections: { modele: ["petit"] } });
  return { requestForm: pick<HTMLFormElement>(body, `form${hookSelector(HOOKS.requestForm)}`) };
}
