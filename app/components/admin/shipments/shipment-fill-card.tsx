// A shipment's fill (issue 30 item 2): volume and gross weight against the container's capacity, and packages.
import { TriangleAlert } from "lucide-react";
import type { ShipmentFill } from "../../../modules/shipments/shipment-fill.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";

const number = (value: number, digits = 0) =>
  new Intl.NumberFormat("fr-FR", { maximumFractionDigits: digits }).format(value);
export const cubicMetres = (cm3: number) => `${number(cm3 / 1_000_000, 2)} m³`;
export const kilograms = (grams: number) => `${number(grams / 1000, 1)} kg`;

function Gauge({
  label,
  used,
  capacity,
  percent,
}: {
  label: string;
  used: string;
  capacity: string | null;
  percent: number | null;
}) {
  const { t } = useTranslation("shipments");
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="tabular-nums text-slate-700">
          {capacity ? t("admin.fill.of", { used, capacity }) : used}
          {percent !== null ? ` (${percent} %)` : ""}
        </span>
      </div>
      {percent !== null ? (
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent, 100)}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={percent > 100 ? "h-full bg-red-600" : "h-full bg-brand-700"}
            style={{ width: `${Math.min(percent, 100)}%` }}
          />
        </div>
      ) : (
        <p className="text-xs text-slate-500">{t("admin.fill.noCapacity")}</p>
      )}
    </div>
  );
}

export function ShipmentFillCard({ fill }: { fill: ShipmentFill }) {
  const { t } = useTranslation("shipments");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.cards.fill")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Gauge
          label={t("admin.fill.volume")}
          used={cubicMetres(fill.volumeCm3)}
          capacity={fill.capacity.volumeCm3 === null ? null : cubicMetres(fill.capacity.volumeCm3)}
          percent={fill.volumePercent}
        />
        <Gauge
          label={t("admin.fill.weight")}
          used={kilograms(fill.grossWeightGrams)}
          capacity={fill.capacity.weightGrams === null ? null : kilograms(fill.capacity.weightGrams)}
          percent={fill.weightPercent}
        />
        <p className="flex justify-between text-sm">
          <span className="font-medium text-slate-800">{t("admin.fill.packages")}</span>
          <span className="tabular-nums">{number(fill.packages)}</span>
        </p>
        {fill.isOverCapacity ? (
          <p role="alert" className="flex items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t("admin.fill.over")}
          </p>
        ) : null}
        {fill.incompleteOrders > 0 ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("admin.fill.incomplete", { count: fill.incompleteOrders })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
