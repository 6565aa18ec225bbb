// The deposit panel of /checkout: total, deposit at order and balance before the ship leaves (DESIGN.md ruling 12),
// and the amount the card will be charged.
import { useTranslation } from "../../modules/i18n/react.tsx";
import { useLocale } from "../locale-link.tsx";
import { LOCALE_TAGS } from "../../modules/i18n/locales.ts";
import { OrderFacts } from "./order-facts.tsx";
import type { Currency } from "../../modules/money/currency.ts";
import { formatMoney } from "../../modules/format/money.ts";

export type DepositPanelProps = {
  amount: number;
  currency: Currency;
  deposit: number;
  balance: number;
  percent: number;
  charge: { amount: number; currency: Currency };
  /** When the balance is due, in the page's language (settings, `balanceTermsText`). */
  balanceTerms: string;
};

export function DepositPanel({ amount, currency, deposit, balance, percent, charge, balanceTerms }: DepositPanelProps) {
  const { t } = useTranslation("payment");
  const tag = LOCALE_TAGS[useLocale()];
  return (
    <section aria-labelledby="deposit-panel" className="space-y-3">
      <h2 id="deposit-panel" className="text-lg font-semibold text-slate-900">
        {t("checkout.depositPanel")}
      </h2>
      <OrderFacts
        facts={[
          { label: t("checkout.total"), value: formatMoney(amount, currency, tag) },
          { label: t("checkout.deposit", { percent }), value: formatMoney(deposit, currency, tag), emphasis: true },
          {
            label: t("checkout.balance", { percent: 100 - percent, terms: balanceTerms }),
            value: formatMoney(balance, currency, tag),
          },
        ]}
      />
      {charge.currency !== currency ? (
        <p className="text-sm text-slate-600">
          {t("checkout.charged", { amount: formatMoney(charge.amount, charge.currency, tag) })}
        </p>
      ) : null}
    </section>
  );
}
