// Specification rows (label, value) in the language of the tab; rows with an empty label or value are dropped on
// save (back-office §5).
import { Plus } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { moveItem, readText, replaceAt, writeText, type EditorLang } from "./localized-fields.ts";
import { RowControls } from "./row-controls.tsx";
import type { FormUpdate } from "./use-editor-form.ts";

type Spec = ProductEditorForm["specs"][number];

export function SpecsCard({ specs, update, lang }: { specs: readonly Spec[]; update: FormUpdate; lang: EditorLang }) {
  const { t } = useTranslation("admin-editor");
  const setSpecs = (change: (list: Spec[]) => Spec[]) => update((form) => ({ ...form, specs: change(form.specs) }));
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>
            {t("specs.title")} <span className="font-normal text-slate-500">· {t(`languages.${lang}`)}</span>
          </CardTitle>
          <p className="mt-0.5 text-xs text-slate-500">{t("specs.hint")}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setSpecs((list) => [...list, { label: "", value: "", translations: {} }])}
        >
          <Plus aria-hidden="true" />
          {t("specs.add")}
        </Button>
      </CardHeader>
      <CardContent>
        {specs.length === 0 ? <p className="text-sm text-slate-500">{t("specs.empty")}</p> : null}
        <ol className="grid gap-3">
          {specs.map((spec, index) => {
            const item = t("specs.row", { n: index + 1 });
            const input = (field: "label" | "value") => ({
              value: readText(spec, lang, field),
              placeholder: lang === "fr" ? undefined : spec[field],
              lang,
              onChange: (event: { target: { value: string } }) => {
                const value = event.target.value;
                setSpecs((list) => replaceAt(list, index, writeText(list[index]!, lang, field, value)));
              },
            });
            return (
              <li key={index} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
                <Field label={`${t("specs.label")} ${index + 1}`} className="min-w-36 flex-1">
                  <Input {...input("label")} />
                </Field>
                <Field label={`${t("specs.value")} ${index + 1}`} className="min-w-36 flex-1">
                  <Input {...input("value")} />
                </Field>
                <RowControls
                  item={item}
                  removeLabel={t("specs.remove", { n: index + 1 })}
                  index={index}
                  count={specs.length}
                  onMove={(delta) => setSpecs((list) => moveItem(list, index, delta))}
                  onRemove={() => setSpecs((list) => list.filter((_, position) => position !== index))}
                />
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
