// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignatureFields } from "../components/portal/signature-fields.tsx";
import { HOOKS, hookSelector } from "./hooks.ts";
import { mountServerMarkup, pick } from "./server-markup.server.tsx";
import { attachSignaturePad } from "./signature-pad.ts";

let detach = () => {};
afterEach(() => {
  detach();
  vi.restoreAllMocks();
});

const DRAWN = "data:image/png;base64,iVBORw0KGgo=";

/** happy-dom has no 2D drawing: a recording context stands in, so the test sees each stroke the pad asks for. */
function mountPad() {
  const body = mountServerMarkup(<SignatureFields />);
  const pad = pick(body, hookSelector(HOOKS.signaturePad));
  const canvas = pick<HTMLCanvasElement>(pad, hookSelector(HOOKS.signatureCanvas));
  const strokes: Array<[number, number]> = [];
  const context = {
    beginPath: () => {},
    moveTo: () => {},
    lineTo: (x: number, y: number) => strokes.push([x, y]),
    stroke: () => {},
    clearRect: vi.fn(),
  } as unknown as CanvasRenderingContext2D;
  vi.spyOn(canvas, "getContext").mockReturnValue(context as never);
  vi.spyOn(canvas, "toDataURL").mockReturnValue(DRAWN);
  vi.spyOn(canvas, "getBoundingClientRect").mockReturnValue({
    left: 10,
    top: 20,
    width: 280,
    height: 80,
    right: 290,
    bottom: 100,
    x: 10,
    y: 20,
    toJSON: () => ({}),
  } as DOMRect);
  return { body, pad, canvas, strokes, context };
}

const pointer = (type: string, clientX: number, clientY: number) =>
  new PointerEvent(type, { clientX, clientY, pointerId: 1, bubbles: true, cancelable: true });

describe("the signature pad", () => {
  it("stays hidden without the script: the typed name, required and labelled, signs alone", () => {
    const { pad, body } = mountPad();
    expect(pad.hidden).toBe(true);
    const name = pick<HTMLInputElement>(body, "#signer-name");
    expect(name.required).toBe(true);
    expect(body.querySelector("label[for='signer-name']")?.textContent).toBe("Nom complet du signataire");
  });

  it("shows the pad, draws a stroke with the pointer at the canvas's scale and writes the PNG into the field", () => {
    const { pad, canvas, strokes } = mountPad();
    detach = attachSignaturePad(pad);
    expect(pad.hidden).toBe(false);
    expect(canvas.getAttribute("aria-label")).toContain("Zone de signature (facultative)");
    const field = pick<HTMLInputElement>(pad, hookSelector(HOOKS.signatureValue));
    canvas.dispatchEvent(pointer("pointerdown", 10, 20));
    canvas.dispatchEvent(pointer("pointermove", 150, 60));
    expect(field.value).toBe("");
    canvas.dispatchEvent(pointer("pointerup", 150, 60));
    // 280×80 CSS pixels for a 560×160 canvas: twice the scale.
    expect(strokes.at(-1)).toEqual([280, 80]);
    expect(field.value).toBe(DRAWN);
    // A move without a pressed pointer draws nothing.
    const count = strokes.length;
    canvas.dispatchEvent(pointer("pointermove", 200, 70));
    expect(strokes).toHaveLength(count);
  });

  it("'Effacer' clears the drawing and the field", () => {
    const { pad, canvas, context } = mountPad();
    detach = attachSignaturePad(pad);
    const field = pick<HTMLInputElement>(pad, hookSelector(HOOKS.signatureValue));
    canvas.dispatchEvent(pointer("pointerdown", 30, 30));
    canvas.dispatchEvent(pointer("pointerup", 30, 30));
    expect(field.value).toBe(DRAWN);
    const clear = pick<HTMLButtonElement>(pad, hookSelector(HOOKS.signatureClear));
    expect(clear.textContent).toBe("Effacer");
    expect(clear.type).toBe("button");
    clear.click();
    expect(field.value).toBe("");
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 560, 160);
  });
});
