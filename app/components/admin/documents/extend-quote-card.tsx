import { Form } from "react-router";
import { Card, CardContent } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Button } from "../../ui/button.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";

/** On an expired quote: a new validity date puts it back to 'sent' (issue 31 item 2). */
export function ExtendQuoteCard({ minDate }: { minDate: string }) {
  const { t } = useTranslation("admin-documents");
  return (
    <Card>
      <CardContent className="grid gap-3">
        <h2 className="text-base font-semibold text-slate-900">{t("quotes.extendTitle")}</h2>
        <p className="text-sm text-slate-600">{t("quotes.extendText")}</p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="extend" />
          <Field label={t("quotes.extendDate")}>
            <Input type="date" name="extendUntil" min={minDate} required />
          </Field>
          <Button type="submit">{t("quotes.extend")}</Button>
        </Form>
      </CardContent>
    </Card>
  );
}
