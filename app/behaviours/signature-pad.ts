import { HOOKS, hookSelector } from "./hooks.ts";

/**
 * The signature pad of the buyer's quote page (issue 31 item 3): shows the pad, draws on its canvas with pointer
 * events (mouse, touch, pen), writes the drawing as a PNG data URL into the hidden field after each stroke, and
 * 'Effacer' clears both. An untouched pad leaves the field empty: the typed name alone signs.
 */
export function attachSignaturePad(pad: HTMLElement): () => void {
  const canvas = pad.querySelector<HTMLCanvasElement>(hookSelector(HOOKS.signatureCanvas));
  const field = pad.querySelector<HTMLInputElement>(hookSelector(HOOKS.signatureValue));
  const clear = pad.querySelector<HTMLButtonElement>(hookSelector(HOOKS.signatureClear));
  const context = canvas?.getContext("2d");
  if (!canvas || !field || !clear || !context) return () => {};
  pad.hidden = false;
  let drawing = false;
  let last: { x: number; y: number } | null = null;

  const point = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    const scaleX = box.width ? canvas.width / box.width : 1;
    const scaleY = box.height ? canvas.height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };
  const line = (to: { x: number; y: number }) => {
    const from = last ?? to;
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#0f172a";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + (from === to ? 0.01 : 0), to.y);
    context.stroke();
    last = to;
  };
  const down = (event: PointerEvent) => {
    event.preventDefault();
    drawing = true;
    last = null;
    canvas.setPointerCapture?.(event.pointerId);
    line(point(event));
  };
  const move = (event: PointerEvent) => {
    if (!drawing) return;
    event.preventDefault();
    line(point(event));
  };
  const up = () => {
    if (!drawing) return;
    drawing = false;
    last = null;
    field.value = canvas.toDataURL("image/png");
  };
  const wipe = () => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    field.value = "";
  };
  const listeners: Array<[EventTarget, string, EventListener]> = [
    [canvas, "pointerdown", down as EventListener],
    [canvas, "pointermove", move as EventListener],
    [canvas, "pointerup", up],
    [canvas, "pointercancel", up],
    [canvas, "pointerleave", up],
    [clear, "click", wipe],
  ];
  for (const [node, type, listener] of listeners) node.addEventListener(type, listener);
  return () => {
    for (const [node, type, listener] of listeners) node.removeEventListener(type, listener);
  };
}
