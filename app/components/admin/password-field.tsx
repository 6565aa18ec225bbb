import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { TextField } from "./text-field.tsx";

type PasswordFieldProps = {
  label: string;
  errorId?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
};

/** A password input with a show/hide toggle (a real button, labelled for screen readers). */
export function PasswordField({ label, errorId, inputProps }: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = isVisible ? t("signIn.hidePassword") : t("signIn.showPassword");
  return (
    <TextField
      label={label}
      errorId={errorId}
      inputProps={{ ...inputProps, type: isVisible ? "text" : "password" }}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={toggleLabel}
          aria-pressed={isVisible}
          title={toggleLabel}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {isVisible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      }
    />
  );
}
