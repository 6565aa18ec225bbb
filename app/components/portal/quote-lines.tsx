// The lines and total of a quote on the buyer's page: a table on a wide screen, stacked rows on a phone.
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { Currency } from "../../modules/money/currency.ts";
import { formatMoney } from "../../modules/format/money.ts";

type Line = { description: string; qty: number; unitPrice: number; total: number };

export function QuoteLines({
  lines,
  total,
  currency,
  tag,
}: {
  lines: Line[];
  total: number;
  currency: Currency;
  tag: string;
}) {
  const { t } = useTranslation("portal");
  const money = (amount: number) => formatMoney(amount, currency, tag);
  const qty = (value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value);
  return (
    <section aria-labelledby="quote-lines" className="space-y-3">
      <h2 id="quote-lines" className="text-lg font-semibold text-slate-900">
        {t("quote.linesTitle")}
      </h2>
      <table className="w-full border-collapse overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
        <thead className="hidden bg-slate-50 text-left text-slate-600 sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("quote.description")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t("quote.qty")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t("quote.unitPrice")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t("quote.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {lines.map((line, index) => (
            <tr key={index} className="grid grid-cols-2 gap-1 px-4 py-3 sm:table-row sm:p-0">
              <td className="col-span-2 whitespace-pre-line text-slate-900 sm:px-4 sm:py-3">{line.description}</td>
              <td className="text-slate-600 sm:hidden">
                {qty(line.qty)} × {money(line.unitPrice)}
              </td>
              <td className="hidden text-right text-slate-600 sm:table-cell sm:px-4 sm:py-3">{qty(line.qty)}</td>
              <td className="hidden text-right text-slate-600 sm:table-cell sm:px-4 sm:py-3">
                {money(line.unitPrice)}
              </td>
              <td className="text-right font-medium text-slate-900 sm:px-4 sm:py-3">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="flex justify-between border-t border-slate-200 bg-sand-50 px-4 py-3 sm:table-row sm:p-0">
            <th
              scope="row"
              colSpan={3}
              className="text-left font-semibold text-slate-900 sm:px-4 sm:py-3 sm:text-right"
            >
              {t("quote.total")}
            </th>
            <td className="text-right text-base font-bold text-brand-800 sm:px-4 sm:py-3">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
