import { useId } from "react";

type TextFieldProps = {
  label: string;
  /** The id of the element that says what is wrong (the form's error alert), when this field is invalid. */
  errorId?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
  /** Extra control drawn inside the field, on the right (the password toggle). */
  trailing?: React.ReactNode;
};

/** A labelled input; when invalid it points assistive technology at the form's error message. */
export function TextField({ label, errorId, inputProps, trailing }: TextFieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const error = errorId !== undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-md border px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/40 ${
            error ? "border-red-500" : "border-slate-300"
          } ${trailing ? "pr-11" : ""}`}
        />
        {trailing}
      </div>
    </div>
  );
}
