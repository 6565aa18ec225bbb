// General information (back-office §2): slug with its URL hint, status, category, and the texts of the product in
// French, English and Chinese, one tab each, marked when a translation is incomplete (ruling 15).
import { Wand2 } from "lucide-react";
import { slugify } from "../../../modules/catalog/product-slug.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { isFrenchComplete, isTranslationComplete } from "../../../modules/catalog/product-editor-checks.ts";
import type { EditorIssue, ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { PRODUCT_STATUS_VALUES } from "./product-status.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { issueAt } from "./editor-issues.ts";
import { EDITOR_LANGS, type EditorLang } from "./localized-fields.ts";
import { ProductTexts } from "./product-texts.tsx";
import type { FormUpdate } from "./use-editor-form.ts";
import type { ImageUploadTarget } from "../../rich-text/image-insert-panel.tsx";

type GeneralCardProps = {
  form: ProductEditorForm;
  update: FormUpdate;
  issues: readonly EditorIssue[];
  categories: readonly { id: string; name: string }[];
  lang: EditorLang;
  onLangChange: (lang: EditorLang) => void;
  imageUpload: ImageUploadTarget;
};

export function GeneralCard({ form, update, issues, categories, lang, onLangChange, imageUpload }: GeneralCardProps) {
  const { t } = useTranslation("admin-editor");
  const error = (path: string) => {
    const key = issueAt(issues, path);
    return key ? t(key) : undefined;
  };
  const isComplete = (tab: EditorLang) => (tab === "fr" ? isFrenchComplete(form) : isTranslationComplete(form, tab));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("general.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("general.slug")}
            isRequired
            error={error("slug")}
            hint={<span className="break-all">{t("general.slugHint", { slug: form.slug || "…" })}</span>}
          >
            <div className="flex gap-2">
              <Input
                value={form.slug}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => {
                  const slug = event.target.value;
                  update((current) => ({ ...current, slug }));
                }}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t("general.slugFromTitle")}
                title={t("general.slugFromTitle")}
                onClick={() => update((current) => ({ ...current, slug: slugify(current.title) }))}
              >
                <Wand2 aria-hidden="true" />
              </Button>
            </div>
          </Field>
          <Field label={t("general.category")} isRequired error={error("categoryId")}>
            <Select
              value={form.categoryId || undefined}
              placeholder={t("general.categoryPlaceholder")}
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
              onValueChange={(categoryId) => update((current) => ({ ...current, categoryId }))}
            />
          </Field>
          <Field label={t("general.status")}>
            <Select
              value={form.status}
              options={PRODUCT_STATUS_VALUES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onValueChange={(status) =>
                update((current) => ({ ...current, status: status as ProductEditorForm["status"] }))
              }
            />
          </Field>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t("languages.title")}</h3>
          <p className="mt-1 text-xs text-slate-500">{t("languages.hint")}</p>
          <Tabs value={lang} onValueChange={(value) => onLangChange(value as EditorLang)} className="mt-2">
            <TabsList aria-label={t("languages.listLabel")}>
              {EDITOR_LANGS.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`languages.${tab}`)}
                  {isComplete(tab) ? null : (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600" />
                      {t("languages.incomplete")}
                    </span>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {EDITOR_LANGS.map((tab) => (
              <TabsContent key={tab} value={tab}>
                <ProductTexts
                  form={form}
                  update={update}
                  lang={tab}
                  titleError={tab === "fr" ? error("title") : undefined}
                  imageUpload={imageUpload}
                />
              </TabsContent>
            ))}
          </Tabs>
        </div>
      </CardContent>
    </Card>
  );
}
