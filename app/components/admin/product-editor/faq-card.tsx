// FAQ entries (question, answer) in the language of the tab; an entry needs both (back-office §5).
import { Plus } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { EditorIssue, ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { issueAt } from "./editor-issues.ts";
import { moveItem, readText, replaceAt, writeText, type EditorLang } from "./localized-fields.ts";
import { RowControls } from "./row-controls.tsx";
import type { FormUpdate } from "./use-editor-form.ts";

type Entry = ProductEditorForm["faq"][number];

type FaqCardProps = { faq: readonly Entry[]; update: FormUpdate; lang: EditorLang; issues: readonly EditorIssue[] };

export function FaqCard({ faq, update, lang, issues }: FaqCardProps) {
  const { t } = useTranslation("admin-editor");
  const setFaq = (change: (list: Entry[]) => Entry[]) => update((form) => ({ ...form, faq: change(form.faq) }));
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>
            {t("faq.title")} <span className="font-normal text-slate-500">· {t(`languages.${lang}`)}</span>
          </CardTitle>
          <p className="mt-0.5 text-xs text-slate-500">{t("faq.hint")}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setFaq((list) => [...list, { question: "", answer: "", translations: {} }])}
        >
          <Plus aria-hidden="true" />
          {t("faq.add")}
        </Button>
      </CardHeader>
      <CardContent>
        {faq.length === 0 ? <p className="text-sm text-slate-500">{t("faq.empty")}</p> : null}
        <ol className="grid gap-4">
          {faq.map((entry, index) => {
            const item = t("faq.entry", { n: index + 1 });
            const error = issueAt(issues, `faq.${index}`);
            const bind = (field: "question" | "answer") => ({
              value: readText(entry, lang, field),
              placeholder: lang === "fr" ? undefined : entry[field],
              lang,
              onChange: (event: { target: { value: string } }) => {
                const value = event.target.value;
                setFaq((list) => replaceAt(list, index, writeText(list[index]!, lang, field, value)));
              },
            });
            return (
              <li key={index} className="grid gap-2 rounded-md border border-slate-200 p-3">
                <div className="flex items-start gap-2">
                  <Field
                    label={`${t("faq.question")} ${index + 1}`}
                    className="flex-1"
                    error={error ? t(error) : undefined}
                  >
                    <Input {...bind("question")} />
                  </Field>
                  <RowControls
                    item={item}
                    removeLabel={t("faq.remove", { n: index + 1 })}
                    index={index}
                    count={faq.length}
                    onMove={(delta) => setFaq((list) => moveItem(list, index, delta))}
                    onRemove={() => setFaq((list) => list.filter((_, position) => position !== index))}
                  />
                </div>
                <Field label={`${t("faq.answer")} ${index + 1}`}>
                  <Textarea rows={2} {...bind("answer")} />
                </Field>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
