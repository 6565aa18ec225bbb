/** An event listener to add: target, event type, handler and options. */
export type Listener = [
  target: EventTarget,
  type: string,
  handler: (event: never) => void,
  options?: AddEventListenerOptions,
];

/** Adds the listeners; returns what removes them all (each behaviour's undo). */
export function listen(listeners: Listener[]): () => void {
  for (const [target, type, handler, options] of listeners)
    target.addEventListener(type, handler as EventListener, options);
  return () => {
    for (const [target, type, handler, options] of listeners)
      target.removeEventListener(type, handler as EventListener, options);
  };
}
