import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { Currency } from "../../../modules/money/currency.ts";
import { formatMoney } from "../../../modules/format/money.ts";

type CardPaymentTilesBarProps = {
  tiles: { total: number; paid: number; pending: number; revenue: Array<{ currency: string; amount: number }> };
};

/** Total orders, paid, pending, and the paid revenue with one figure per currency (never added together). */
export function CardPaymentTilesBar({ tiles }: CardPaymentTilesBarProps) {
  const { t } = useTranslation("admin-payments");
  return (
    <section aria-label={t("tiles.label")} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label={t("tiles.total")}>{tiles.total}</Tile>
      <Tile label={t("tiles.paid")}>{tiles.paid}</Tile>
      <Tile label={t("tiles.pending")}>{tiles.pending}</Tile>
      <Tile label={t("tiles.revenue")}>
        {tiles.revenue.length === 0
          ? formatMoney(0, "USD", "fr-FR")
          : tiles.revenue.map((line) => (
              <span key={line.currency} className="block text-lg sm:text-2xl">
                {formatMoney(line.amount, line.currency as Currency, "fr-FR")}
              </span>
            ))}
      </Tile>
    </section>
  );
}

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">{children}</p>
    </div>
  );
}
