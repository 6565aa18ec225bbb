// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DevisRequestForm, JS_FIELD, THANK_YOU_DELAY_MS } from "../components/devis/devis-request-form.tsx";
import { HOOKS, hookSelector } from "./hooks.ts";
import { attachJsForm } from "./js-form.ts";
import { mountServerMarkup, pick } from "./server-markup.server.tsx";
import { attachPendingSubmit } from "./pending-submit.ts";
import { attachRedirect } from "./redirect.ts";

const constraint = { name: { required: true }, email: { required: true }, phone: { required: true }, notes: {} };

let detach = () => {};
afterEach(() => {
  detach();
  vi.useRealTimers();
});

describe("form behaviours on the custom quote form's markup", () => {
  it("adds the field that tells the server JavaScript runs", () => {
    const body = mountServerMarkup(<DevisRequestForm actionData={undefined} constraint={constraint} />);
    const form = pick<HTMLFormElement>(body, hookSelector(HOOKS.jsForm));
    detach = attachJsForm(form);
    expect(new FormData(form).get(JS_FIELD)).toBe("1");
  });

  it("shows the pending label and refuses a second submit while the page is sent", () => {
    const body = mountServerMarkup(<DevisRequestForm actionData={undefined} constraint={constraint} />);
    const button = pick<HTMLButtonElement>(body, hookSelector(HOOKS.pendingLabel));
    detach = attachPendingSubmit(button);
    const submit = () => button.form!.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(submit()).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Envoi en cours...");
    expect(submit()).toBe(false);
  });

  it("after a success, goes to the thank-you page a second later, in place of this page", () => {
    vi.useFakeTimers();
    const body = mountServerMarkup(
      <DevisRequestForm
        actionData={{ intent: "devis-request", status: "success", redirectTo: "/en/thank-you" }}
        constraint={constraint}
      />,
    );
    expect(body.textContent).toContain("Demande envoyée !");
    const replace = vi.fn();
    const element = pick(body, hookSelector(HOOKS.redirectTo));
    detach = attachRedirect(element, replace);
    vi.advanceTimersByTime(THANK_YOU_DELAY_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledWith("/en/thank-you");
  });
});
