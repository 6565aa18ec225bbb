// The product's own texts in one language: title, subtitle, description (rich text), lead time and badges. In
// English and Chinese each field shows the French it translates.
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { RichTextEditor } from "../../rich-text/rich-text-editor.tsx";
import type { ImageUploadTarget } from "../../rich-text/image-insert-panel.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { readText, writeText, type EditorLang } from "./localized-fields.ts";
import type { FormUpdate } from "./use-editor-form.ts";

type ProductTextsProps = {
  form: ProductEditorForm;
  update: FormUpdate;
  lang: EditorLang;
  titleError?: string;
  imageUpload?: ImageUploadTarget;
};

export function ProductTexts({ form, update, lang, titleError, imageUpload }: ProductTextsProps) {
  const { t } = useTranslation("admin-editor");
  const french = (text: string) =>
    lang === "fr" ? undefined : t("languages.french", { text: text.trim() === "" ? t("languages.frenchEmpty") : text });
  const textField = (field: "title" | "subtitle" | "leadtime") => ({
    value: readText(form, lang, field),
    placeholder: lang === "fr" ? undefined : form[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      update((current) => writeText(current, lang, field, value));
    },
  });
  return (
    <div className="grid gap-4">
      <Field label={t("general.productTitle")} isRequired={lang === "fr"} error={titleError} hint={french(form.title)}>
        <Input {...textField("title")} lang={lang} />
      </Field>
      <Field label={t("general.subtitle")} hint={french(form.subtitle)}>
        <Input {...textField("subtitle")} lang={lang} />
      </Field>
      <RichTextEditor
        key={lang}
        label={`${t("general.description")} (${t(`languages.${lang}`)})`}
        defaultValue={readText(form, lang, "descriptionHtml")}
        imageUpload={imageUpload}
        onChange={(html) => update((current) => writeText(current, lang, "descriptionHtml", html))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("texts.leadtime")} hint={french(form.leadtime)}>
          <Input
            {...textField("leadtime")}
            placeholder={lang === "fr" ? t("texts.leadtimePlaceholder") : form.leadtime}
            lang={lang}
          />
        </Field>
        {lang === "fr" ? (
          <FrenchBadges badges={form.badges} update={update} />
        ) : (
          <Field label={t("texts.badgesLines")} hint={french(form.badges.join(", "))}>
            <Textarea
              rows={3}
              lang={lang}
              value={form.translations[lang]?.badges ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                update((current) => ({
                  ...current,
                  translations: { ...current.translations, [lang]: { ...current.translations[lang], badges: value } },
                }));
              }}
            />
          </Field>
        )}
      </div>
    </div>
  );
}

/** Badges as chips: a badge is added only when it is not empty once trimmed (back-office §5). */
function FrenchBadges({ badges, update }: { badges: readonly string[]; update: FormUpdate }) {
  const { t } = useTranslation("admin-editor");
  const [draft, setDraft] = useState("");
  function add() {
    const badge = draft.trim();
    if (badge === "") return;
    update((current) => ({
      ...current,
      badges: current.badges.includes(badge) ? current.badges : [...current.badges, badge],
    }));
    setDraft("");
  }
  return (
    <div className="grid content-start gap-1.5">
      <Field label={t("texts.badges")}>
        <div className="flex gap-2">
          <Input
            value={draft}
            placeholder={t("texts.badgeNew")}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={add}>
            {t("texts.badgeAdd")}
          </Button>
        </div>
      </Field>
      {badges.length === 0 ? (
        <p className="text-xs text-slate-500">{t("texts.badgesEmpty")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs text-slate-800"
            >
              {badge}
              <button
                type="button"
                aria-label={t("texts.badgeRemove", { badge })}
                onClick={() => update((current) => ({ ...current, badges: current.badges.filter((b) => b !== badge) }))}
                className="rounded-full p-0.5 hover:bg-slate-200"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
