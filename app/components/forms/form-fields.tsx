// Labelled, accessible fields over Conform's field metadata: label, control with its constraint attributes, and the
// translated errors linked through aria-describedby.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { FieldErrors } from "./field-errors.tsx";

const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

type BaseProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  className?: string;
};

function FieldLabel({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {isRequired ? (
        <>
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
          <span className="sr-only"> ({t("requiredMark")})</span>
        </>
      ) : null}
    </label>
  );
}

type TextFieldProps = BaseProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string;
};

export function TextField({ meta, label, type = "text", autoComplete, placeholder, className }: TextFieldProps) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: meta.errors ? meta.errorId : undefined });
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} label={label} isRequired={Boolean(meta.required)} />
      <input key={key} {...props} autoComplete={autoComplete} placeholder={placeholder} className={CONTROL} />
      <FieldErrors id={meta.errorId} errors={meta.errors} max={meta.maxLength} />
    </div>
  );
}

type TextareaFieldProps = BaseProps & { placeholder?: string; rows?: number };

export function TextareaField({ meta, label, placeholder, rows = 5, className }: TextareaFieldProps) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: meta.errors ? meta.errorId : undefined });
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} label={label} isRequired={Boolean(meta.required)} />
      <textarea key={key} {...props} placeholder={placeholder} rows={rows} className={CONTROL} />
      <FieldErrors id={meta.errorId} errors={meta.errors} max={meta.maxLength} />
    </div>
  );
}

type SelectFieldProps = BaseProps & { placeholder: string; options: Array<{ value: string; label: string }> };

export function SelectField({ meta, label, placeholder, options, className }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: meta.errors ? meta.errorId : undefined });
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} label={label} isRequired={Boolean(meta.required)} />
      <select key={key} {...props} className={CONTROL}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
