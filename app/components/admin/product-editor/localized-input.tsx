// One text field bound to the language of the tab; in English and Chinese it shows the French it translates.
import type { Translations } from "../../../modules/catalog/translation-fields.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { readText, writeText, type EditorLang } from "./localized-fields.ts";

type LocalizedInputProps<F extends string, T extends Record<F, string> & { translations: Translations<F> }> = {
  label: string;
  item: T;
  field: F;
  lang: EditorLang;
  error?: string;
  onChange: (item: T) => void;
  className?: string;
};

export function LocalizedInput<F extends string, T extends Record<F, string> & { translations: Translations<F> }>({
  label,
  item,
  field,
  lang,
  error,
  onChange,
  className,
}: LocalizedInputProps<F, T>) {
  const { t } = useTranslation("admin-editor");
  const french = item[field];
  return (
    <Field
      label={label}
      error={error}
      className={className}
      hint={
        lang === "fr"
          ? undefined
          : t("languages.french", { text: french.trim() === "" ? t("languages.frenchEmpty") : french })
      }
    >
      <Input
        value={readText(item, lang, field)}
        placeholder={lang === "fr" ? undefined : french}
        lang={lang}
        onChange={(event) => onChange(writeText(item, lang, field, event.target.value))}
      />
    </Field>
  );
}
