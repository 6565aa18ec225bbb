// The values of one option: code, label, price delta in whole XPF (may be negative), description, order.
import { Plus } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { EditorIssue, ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { issueAt } from "./editor-issues.ts";
import { moveItem, replaceAt, type EditorLang } from "./localized-fields.ts";
import { LocalizedInput } from "./localized-input.tsx";
import { RowControls } from "./row-controls.tsx";

type Value = ProductEditorForm["options"][number]["values"][number];

type OptionValuesEditorProps = {
  optionName: string;
  values: readonly Value[];
  lang: EditorLang;
  issues: readonly EditorIssue[];
  issuePath: string;
  onChange: (values: Value[]) => void;
};

const NEW_VALUE: Value = { valueCode: "", label: "", priceDelta: "0", description: "", translations: {} };

export function OptionValuesEditor({ optionName, values, lang, issues, issuePath, onChange }: OptionValuesEditorProps) {
  const { t } = useTranslation("admin-editor");
  const error = (path: string) => {
    const key = issueAt(issues, `${issuePath}.${path}`);
    return key ? t(key) : undefined;
  };
  const listError = error("values");
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-slate-800">
        {t("options.values")} — {optionName}
      </h4>
      {listError ? <p className="text-xs font-medium text-red-700">{listError}</p> : null}
      <ol className="grid gap-2">
        {values.map((value, index) => {
          const name = `${optionName}, ${t("options.value", { n: index + 1 })}`;
          const set = (next: Value) => onChange(replaceAt(values, index, next));
          return (
            <li
              key={index}
              className="grid gap-2 rounded-md bg-slate-50 p-2 sm:grid-cols-[7rem_minmax(0,1fr)_9rem] sm:items-end"
            >
              <Field label={`${t("options.valueCode")} ${index + 1}`} error={error(`values.${index}.valueCode`)}>
                <Input
                  value={value.valueCode}
                  spellCheck={false}
                  className="font-mono"
                  onChange={(event) => set({ ...value, valueCode: event.target.value })}
                />
              </Field>
              <LocalizedInput
                label={`${t("options.label")} ${index + 1}`}
                item={value}
                field="label"
                lang={lang}
                error={error(`values.${index}.label`)}
                onChange={set}
              />
              <Field label={t("options.priceDelta")} error={error(`values.${index}.priceDelta`)}>
                <Input
                  type="number"
                  step={1}
                  inputMode="numeric"
                  value={value.priceDelta}
                  onChange={(event) => set({ ...value, priceDelta: event.target.value })}
                />
              </Field>
              <LocalizedInput
                label={`${t("options.description")} ${index + 1}`}
                item={value}
                field="description"
                lang={lang}
                onChange={set}
                className="sm:col-span-2"
              />
              <RowControls
                item={name}
                removeLabel={t("options.removeValue", { item: name })}
                index={index}
                count={values.length}
                onMove={(delta) => onChange(moveItem(values, index, delta))}
                onRemove={() => onChange(values.filter((_, position) => position !== index))}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...values, NEW_VALUE])}>
          <Plus aria-hidden="true" />
          {t("options.addValue")}
        </Button>
      </div>
    </div>
  );
}
