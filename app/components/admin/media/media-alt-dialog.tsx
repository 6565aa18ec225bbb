// The alternative text of one medium in French, English and Chinese (ruling 15): the public sheet shows the page's
// language, the French where a translation is empty. Saved at once through the media manager's alt route.
import { Languages } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { ALT_FIELDS, ALT_MAX_LENGTH } from "../../../modules/media/medium-alt-form.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import type { ManagedMedium } from "./media-requests.ts";

type MediaAltDialogProps = {
  medium: ManagedMedium;
  name: string;
  isBusy: boolean;
  /** Posts the three texts; resolves true once saved (the dialog then closes). */
  onSave: (fields: Array<[string, string]>) => Promise<boolean>;
};

const LANGS = ["fr", "en", "zh"] as const;

export function MediaAltDialog({ medium, name, isBusy, onSave }: MediaAltDialogProps) {
  const { t } = useTranslation("admin-media");
  const [isOpen, setIsOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const initial = {
    fr: medium.alt,
    en: medium.translations.en?.alt ?? "",
    zh: medium.translations.zh?.alt ?? "",
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsSaving(true);
    const isSaved = await onSave(LANGS.map((lang) => [ALT_FIELDS[lang], String(form.get(ALT_FIELDS[lang]) ?? "")]));
    setIsSaving(false);
    if (isSaved) setIsOpen(false);
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-slate-600"
          disabled={isBusy}
          aria-label={`${t("alt.button")} : ${name}`}
        >
          <Languages aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent title={t("alt.title", { name })} description={t("alt.description")} closeLabel={t("alt.close")}>
        <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
          {LANGS.map((lang) => (
            <Field key={lang} label={t(`alt.${lang}`)} isRequired={false}>
              <Input name={ALT_FIELDS[lang]} defaultValue={initial[lang]} maxLength={ALT_MAX_LENGTH} />
            </Field>
          ))}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("alt.cancel")}</Button>
            </DialogClose>
            <StatusButton type="submit" status={isSaving ? "pending" : "idle"} pendingLabel={t("alt.saving")}>
              {t("alt.save")}
            </StatusButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
