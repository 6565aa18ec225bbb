import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn.ts";

type FieldControl = { id: string; "aria-describedby"?: string; "aria-invalid"?: true; required?: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/**
 * The attributes a control inside a `Field` takes (its id for the label, its hint and error for `aria-describedby`,
 * `aria-invalid` when in error); a control's own props win. Outside a `Field` it gives nothing.
 */
export function useFieldControl<P extends { id?: string }>(props: P): P & Partial<FieldControl> {
  const field = useContext(FieldContext);
  if (!field) return props;
  return { ...field, ...props, id: props.id ?? field.id };
}

export type FieldProps = {
  label: ReactNode;
  /** A short help text under the control. */
  hint?: ReactNode;
  /**
   * The message of a failed check; the control is then marked invalid. A message from the last submission is
   * hidden as soon as the control is edited (a stale error never sits under a fixed value), and shows again when
   * the form is sent or a new message comes.
   */
  error?: ReactNode;
  /** The form checks this field again at each input (Conform `shouldRevalidate: "onInput"`): `error` is never stale. */
  hasLiveCheck?: boolean;
  isRequired?: boolean;
  /** Forces the control's id (to match a Conform field); generated otherwise. */
  id?: string;
  className?: string;
  /** One control of the kit: Input, Textarea, Select, Checkbox or Switch. */
  children: ReactNode;
};

/** A labelled control with its hint and error, linked by id and `aria-describedby`. */
export function Field({
  label,
  hint,
  error: givenError,
  hasLiveCheck = false,
  isRequired = false,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const { ref, handlers, error } = useUneditedError(givenError, hasLiveCheck);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control: FieldControl = {
    id: controlId,
    "aria-describedby": describedBy,
    ...(error ? { "aria-invalid": true } : {}),
    ...(isRequired ? { required: true } : {}),
  };
  return (
    <div ref={ref} {...handlers} className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The error to show: `error` until the control inside the field is edited (an input, a change, a click on a Radix
 * checkbox or switch), then nothing until the form is submitted again or another message comes. The edits are
 * React's own events on the field's wrapper, handled in the same batch as the control's `onChange`: a state change
 * from a native listener would re-render a controlled input before React read its new value, and lose it.
 */
function useUneditedError(error: ReactNode, hasLiveCheck: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // Only a text message is followed (a node is a new object at each render).
  const message = typeof error === "string" ? error : null;
  const [editedMessage, setEditedMessage] = useState<string | null>(null);
  const [lastMessage, setLastMessage] = useState(message);
  if (lastMessage !== message) {
    // A new message (or none): forget the edit (React's "adjust state when a prop changes").
    setLastMessage(message);
    setEditedMessage(null);
  }
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form || hasLiveCheck) return;
    const onSubmit = () => setEditedMessage(null);
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [hasLiveCheck]);
  const onEdit = () => {
    if (message && !hasLiveCheck) setEditedMessage(message);
  };
  const handlers = {
    onChange: onEdit,
    onClick: (event: React.MouseEvent) => {
      if ((event.target as Element).closest?.('[role="checkbox"],[role="switch"]')) onEdit();
    },
  };
  return { ref, handlers, error: message !== null && editedMessage === message ? undefined : error };
}
