// Configuration options and their values (back-office §3): code, label, input type, required, price delta,
// description, position (list order, moved by buttons). Labels and descriptions follow the language tab.
import { Plus } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { EditorIssue, ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { issueAt } from "./editor-issues.ts";
import { moveItem, replaceAt, type EditorLang } from "./localized-fields.ts";
import { OptionValuesEditor } from "./option-values-editor.tsx";
import { RowControls } from "./row-controls.tsx";
import { LocalizedInput } from "./localized-input.tsx";
import type { FormUpdate } from "./use-editor-form.ts";

type Option = ProductEditorForm["options"][number];
const INPUT_TYPES = ["select", "radio", "checkbox"] as const;

type OptionsCardProps = {
  options: readonly Option[];
  update: FormUpdate;
  lang: EditorLang;
  issues: readonly EditorIssue[];
};

const NEW_OPTION: Option = { code: "", label: "", inputType: "select", required: false, translations: {}, values: [] };

export function OptionsCard({ options, update, lang, issues }: OptionsCardProps) {
  const { t } = useTranslation("admin-editor");
  const setOptions = (change: (list: Option[]) => Option[]) =>
    update((form) => ({ ...form, options: change(form.options) }));
  const error = (path: string) => {
    const key = issueAt(issues, path);
    return key ? t(key) : undefined;
  };
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>
            {t("options.title")} <span className="font-normal text-slate-500">· {t(`languages.${lang}`)}</span>
          </CardTitle>
          <p className="mt-0.5 text-xs text-slate-500">{t("options.hint")}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOptions((list) => [...list, NEW_OPTION])}>
          <Plus aria-hidden="true" />
          {t("options.add")}
        </Button>
      </CardHeader>
      <CardContent>
        {options.length === 0 ? <p className="text-sm text-slate-500">{t("options.empty")}</p> : null}
        <ol className="grid gap-4">
          {options.map((option, index) => {
            const name = t("options.option", { n: index + 1 });
            const setOption = (change: (current: Option) => Option) =>
              setOptions((list) => replaceAt(list, index, change(list[index]!)));
            return (
              <li key={index} className="grid gap-3 rounded-md border border-slate-200 p-3">
                <fieldset className="grid gap-3" aria-labelledby={`editor-option-${index}`}>
                  <div className="flex items-center justify-between gap-2">
                    <h3 id={`editor-option-${index}`} className="text-sm font-semibold text-slate-900">
                      {name}
                      {option.code ? (
                        <span className="ml-1 font-mono text-xs text-slate-500">{option.code}</span>
                      ) : null}
                    </h3>
                    <RowControls
                      item={name}
                      removeLabel={t("options.remove", { item: name })}
                      index={index}
                      count={options.length}
                      onMove={(delta) => setOptions((list) => moveItem(list, index, delta))}
                      onRemove={() => setOptions((list) => list.filter((_, position) => position !== index))}
                    />
                  </div>
                  <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_12rem]">
                    <Field label={t("options.code")} error={error(`options.${index}.code`)}>
                      <Input
                        value={option.code}
                        spellCheck={false}
                        className="font-mono"
                        onChange={(event) => {
                          const code = event.target.value;
                          setOption((current) => ({ ...current, code }));
                        }}
                      />
                    </Field>
                    <LocalizedInput
                      label={t("options.label")}
                      item={option}
                      field="label"
                      lang={lang}
                      error={error(`options.${index}.label`)}
                      onChange={(next) => setOption(() => next)}
                    />
                    <Field label={t("options.inputType")}>
                      <Select
                        value={option.inputType}
                        options={INPUT_TYPES.map((type) => ({ value: type, label: t(`options.types.${type}`) }))}
                        onValueChange={(inputType) =>
                          setOption((current) => ({ ...current, inputType: inputType as Option["inputType"] }))
                        }
                      />
                    </Field>
                  </div>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <Checkbox
                      checked={option.required}
                      onCheckedChange={(checked) =>
                        setOption((current) => ({ ...current, required: checked === true }))
                      }
                    />
                    {t("options.required")}
                  </label>
                  <OptionValuesEditor
                    optionName={name}
                    values={option.values}
                    lang={lang}
                    issues={issues}
                    issuePath={`options.${index}`}
                    onChange={(values) => setOption((current) => ({ ...current, values }))}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
