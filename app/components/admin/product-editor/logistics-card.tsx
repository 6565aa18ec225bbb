// Logistics (issue 30 item 1): the facts a customs broker needs per unit sold, read by the shipments' fill figures
// and the customs documents. Checked as typed by product-logistics.ts, again on the server.
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { EditorIssue, ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";
import type { LogisticsField } from "../../../modules/catalog/product-logistics.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { issueAt } from "./editor-issues.ts";
import type { FormUpdate } from "./use-editor-form.ts";

type LogisticsCardProps = { form: ProductEditorForm; update: FormUpdate; issues: readonly EditorIssue[] };

const DECIMAL_FIELDS: readonly LogisticsField[] = [
  "netWeightKg",
  "grossWeightKg",
  "lengthCm",
  "widthCm",
  "heightCm",
  "volumeM3",
];

export function LogisticsCard({ form, update, issues }: LogisticsCardProps) {
  const { t } = useTranslation("admin-editor");
  const field = (name: LogisticsField, hint?: string) => {
    const error = issueAt(issues, `logistics.${name}`);
    const isDecimal = DECIMAL_FIELDS.includes(name);
    return (
      <Field label={t(`logistics.${name}`)} hint={hint} error={error ? t(error) : undefined}>
        <Input
          inputMode={isDecimal ? "decimal" : name === "originCountry" ? "text" : "numeric"}
          autoComplete="off"
          value={form.logistics[name]}
          onChange={(event) => {
            const value = event.target.value;
            update((current) => ({ ...current, logistics: { ...current.logistics, [name]: value } }));
          }}
        />
      </Field>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("logistics.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <p className="text-sm text-slate-600">{t("logistics.hint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("hsCode", t("logistics.hsCodeHint"))}
          {field("originCountry", t("logistics.originHint"))}
          {field("netWeightKg")}
          {field("grossWeightKg")}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {field("lengthCm")}
          {field("widthCm")}
          {field("heightCm")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("volumeM3", t("logistics.volumeHint"))}
          {field("packagesPerUnit")}
        </div>
      </CardContent>
    </Card>
  );
}
