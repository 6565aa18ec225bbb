// The facts of a card-payment order on the result pages (storefront §2 "Payment results").
import { useTranslation } from "../../modules/i18n/react.tsx";
import { useLocale } from "../locale-link.tsx";
import type { ChosenOption } from "../../modules/sales/statuses.ts";
import { LOCALE_TAGS } from "../../modules/i18n/locales.ts";
import { OrderFacts } from "./order-facts.tsx";
import { customerOrderNumber } from "../../modules/sales/order-number.ts";
import type { Currency } from "../../modules/money/currency.ts";
import { formatMoney } from "../../modules/format/money.ts";

export type CardOrderView = {
  id: string;
  status: string;
  productTitle: string | null;
  productSlug: string | null;
  quantity: number;
  /** In the page's language (localizeOrderView). */
  options: ChosenOption[];
  buyerEmail: string;
  amountCents: number;
  currency: Currency;
  amountXpf: number | null;
};

export function CardOrderSummary({ order }: { order: CardOrderView }) {
  const { t } = useTranslation("payment");
  const tag = LOCALE_TAGS[useLocale()];
  const isPaid = order.status === "paid";
  const amount = formatMoney(order.amountCents, order.currency, tag);
  const xpf =
    order.amountXpf && order.currency !== "XPF"
      ? t("result.xpfInfo", { amount: formatMoney(order.amountXpf, "XPF", tag) })
      : null;
  return (
    <OrderFacts
      label={t("result.orderDetails")}
      facts={[
        { label: t("result.orderNumber"), value: customerOrderNumber(order.id) },
        { label: t("result.product"), value: order.productTitle ?? order.productSlug ?? "—" },
        ...order.options.map((option) => ({ label: option.label, value: option.valueLabel })),
        { label: t("result.quantity"), value: order.quantity },
        { label: t("result.buyerEmail"), value: order.buyerEmail },
        {
          label: isPaid ? t("result.totalPaid") : t("result.totalDue"),
          value: (
            <>
              {amount}
              {xpf ? <span className="block text-xs font-normal text-slate-500">{xpf}</span> : null}
            </>
          ),
          emphasis: true,
        },
      ]}
    />
  );
}
