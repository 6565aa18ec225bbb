// The overpayments of card-payment orders (DESIGN.md ruling 17) on the card-payment page: the order page's rows and
// decisions (refund through the provider, keep), with the card payment each one was about.
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { orderNumber } from "../../../modules/sales/order-number.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { OverpaymentRow, type OverpaymentRowView } from "../overpayments/overpayment-row.tsx";

export function CardOverpaymentsCard({
  overpayments,
  error,
}: {
  overpayments: Array<OverpaymentRowView & { cardPaymentOrderId: string | null }>;
  error?: string;
}) {
  const { t } = useTranslation("admin-orders");
  const { t: tPayments } = useTranslation("admin-payments");
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle id="card-overpayments">{t("detail.overpayments.title")}</CardTitle>
        <p className="text-xs text-slate-500">{t("detail.overpayments.intro")}</p>
      </CardHeader>
      {error ? (
        <CardContent>
          <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm text-red-800">
            {error}
          </p>
        </CardContent>
      ) : null}
      {overpayments.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{tPayments("overpayments.empty")}</CardContent>
      ) : (
        <ul aria-labelledby="card-overpayments" className="divide-y divide-slate-100">
          {overpayments.map((item) => (
            <OverpaymentRow
              key={item.id}
              item={item}
              subject={
                item.cardPaymentOrderId
                  ? tPayments("overpayments.order", { number: orderNumber(item.cardPaymentOrderId) })
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
