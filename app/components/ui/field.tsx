import { createContext, useContext, useId, type ReactNode } from "react";
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
  /** The message of a failed check; the control is then marked invalid. */
  error?: ReactNode;
  isRequired?: boolean;
  /** Forces the control's id (to match a Conform field); generated otherwise. */
  id?: string;
  className?: string;
  /** One control of the kit: Input, Textarea, Select, Checkbox or Switch. */
  children: ReactNode;
};

/** A labelled control with its hint and error, linked by id and `aria-describedby`. */
export function Field({ label, hint, error, isRequired = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
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
    <div className={cn("grid content-start gap-1.5", className)}>
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
