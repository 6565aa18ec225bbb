import { useId } from "react";
import { HONEYPOT_FIELD } from "../../modules/abuse/honeypot.ts";

/** A trap for bots: hidden from people and assistive technology, skipped by the keyboard, never autofilled. */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
