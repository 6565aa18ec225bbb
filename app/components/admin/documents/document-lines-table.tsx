import { editorLineTotal, type EditorLine } from "../../../modules/documents/desk-form.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { DocumentTotals } from "./document-lines-editor.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { toCurrency } from "../../../modules/money/currency.ts";

type DocumentLinesTableProps = {
  currency: string;
  lines: readonly Omit<EditorLine, "key">[];
  total: number;
  deducted?: { number: string; amount: number } | null;
};

/** The lines of an issued invoice, read only: they and its amounts no longer change. */
export function DocumentLinesTable({ currency, lines, total, deducted = null }: DocumentLinesTableProps) {
  const { t } = useTranslation("admin-documents");
  const subtotal = lines.reduce((sum, line) => sum + editorLineTotal(line, currency), 0);
  return (
    <div className="grid gap-3">
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("lines.readOnly")}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("lines.title")}</caption>
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t("lines.description")}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t("lines.qty")}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t("lines.unitPrice")}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t("lines.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line, index) => (
              <tr key={index}>
                <td className="py-1.5 pr-3">{line.description}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{line.qty}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{line.unitPrice}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatMoney(editorLineTotal(line, currency), toCurrency(currency), "fr-FR")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DocumentTotals currency={currency} subtotal={subtotal} total={total} deducted={deducted} />
    </div>
  );
}
