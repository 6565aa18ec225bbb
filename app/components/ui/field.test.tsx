// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** A form whose field shows `error` (a server's answer), and a button to receive a new answer. */
function Form({ hasLiveCheck = false }: { hasLiveCheck?: boolean }) {
  const [answer, setAnswer] = useState({ error: "Le titre est requis" });
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Field label="Titre" error={answer.error} hasLiveCheck={hasLiveCheck}>
        <Input name="title" />
      </Field>
      <button type="button" onClick={() => setAnswer({ error: "Le titre est trop long" })}>
        Réponse
      </button>
    </form>
  );
}

function mount(element: React.ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  const input = container.querySelector("input")!;
  return {
    input,
    error: () => container.querySelector("p.text-red-700")?.textContent ?? null,
    type(value: string) {
      act(() => {
        // The prototype's setter, as a browser's typing does: React's own tracker would hide the change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    },
    submit: () => act(() => void container.querySelector("form")!.requestSubmit()),
    answer: () => act(() => container.querySelector("button")!.click()),
  };
}

describe("a field's error after a failed submit", () => {
  it("clears when the field is edited, and the control is no longer marked invalid", () => {
    const form = mount(<Form />);
    expect(form.error()).toBe("Le titre est requis");
    expect(form.input.getAttribute("aria-invalid")).toBe("true");
    form.type("Mini-pelle");
    expect(form.error()).toBeNull();
    expect(form.input.hasAttribute("aria-invalid")).toBe(false);
    expect(form.input.getAttribute("aria-describedby")).toBeNull();
  });

  it("shows again when the form is sent, and shows a new message at once", () => {
    const form = mount(<Form />);
    form.type("x");
    expect(form.error()).toBeNull();
    form.submit();
    expect(form.error()).toBe("Le titre est requis");
    form.type("y");
    form.answer();
    expect(form.error()).toBe("Le titre est trop long");
  });

  it("is left to the form when the form checks the field at each input", () => {
    const form = mount(<Form hasLiveCheck />);
    form.type("x");
    expect(form.error()).toBe("Le titre est requis");
  });
});
