import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { TopProduct } from "../../../modules/sales/dashboard-kpis.server.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { formatMoney } from "../../../modules/format/money.ts";

/** The 5 products that collected the most over the period, one line per product and currency. */
export function TopProductsCard({ products }: { products: readonly TopProduct[] }) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle id="dashboard-top">{t("top.title")}</CardTitle>
          <p className="text-xs text-slate-500">{t("top.subtitle")}</p>
        </div>
      </CardHeader>
      {products.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{t("top.empty")}</CardContent>
      ) : (
        <table aria-labelledby="dashboard-top" className="w-full text-sm">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("top.product")}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t("top.paid")}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t("top.collected")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((product) => (
              <tr key={`${product.productSlug}-${product.currency}`}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                  {product.title ?? product.productSlug}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{product.paidCount}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(product.collected, product.currency, "fr-FR")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
