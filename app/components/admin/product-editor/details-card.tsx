// Details of back-office §2: incoterm, featured, active. The hero's alternative text is the cover's (position 0),
// edited in three languages in the gallery like every medium's.
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import type { FormUpdate } from "./use-editor-form.ts";

type DetailsCardProps = { form: ProductEditorForm; update: FormUpdate };

export function DetailsCard({ form, update }: DetailsCardProps) {
  const { t } = useTranslation("admin-editor");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("details.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <Field label={t("details.incoterm")}>
          <Input
            value={form.incoterm}
            onChange={(event) => {
              const incoterm = event.target.value;
              update((current) => ({ ...current, incoterm }));
            }}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <Switch checked={form.active} onCheckedChange={(active) => update((current) => ({ ...current, active }))} />
          {t("details.active")}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <Switch
            checked={form.featured}
            onCheckedChange={(featured) => update((current) => ({ ...current, featured }))}
          />
          {t("details.featured")}
        </label>
      </CardContent>
    </Card>
  );
}
