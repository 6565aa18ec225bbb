// The shipment a buyer's order travels in (issue 30 item 3): its status, vessel and dates, and the buyer's customs
// documents (commercial invoice and packing list, rendered on request by the PDF routes).
import { FileText, Ship } from "lucide-react";
import type { ShipmentStatus } from "../../modules/shipments/statuses.ts";
import { colon } from "../../modules/i18n/format.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { formatDay } from "../../modules/portal/portal-format.ts";
import { useLocale } from "../locale-link.tsx";

export type OrderShipmentView = {
  reference: string;
  status: ShipmentStatus;
  vessel: string | null;
  containerNumber: string | null;
  etd: string | null;
  eta: string | null;
};

export function OrderShipment({
  shipment,
  tag,
  documentBase,
}: {
  shipment: OrderShipmentView;
  tag: string;
  documentBase: string;
}) {
  const { t } = useTranslation("shipments");
  const sep = colon(useLocale());
  const facts: [string, string | null][] = [
    [t("buyer.status"), t(`statuses.${shipment.status}`)],
    [t("buyer.vessel"), shipment.vessel],
    [t("buyer.container"), shipment.containerNumber],
    [t("buyer.etd"), shipment.etd ? formatDay(shipment.etd, tag) : null],
    [t("buyer.eta"), shipment.eta ? formatDay(shipment.eta, tag) : null],
  ];
  return (
    <section aria-labelledby="order-shipment" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="order-shipment" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Ship aria-hidden="true" className="size-5 text-brand-700" />
        {t("buyer.title")}
      </h2>
      <p className="text-sm text-slate-700">{t("buyer.intro", { reference: shipment.reference })}</p>
      <dl className="grid gap-1 text-sm">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-slate-600">
                {label}
                {sep}
              </dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="pt-2 text-sm font-semibold text-slate-900">{t("buyer.documents")}</h3>
      <ul className="space-y-1 text-sm">
        {(
          [
            ["facture-commerciale", "buyer.commercialInvoice"],
            ["liste-de-colisage", "buyer.packingList"],
          ] as const
        ).map(([path, label]) => (
          <li key={path}>
            <a href={`${documentBase}${path}`} className="inline-flex items-center gap-1.5 text-brand-700 underline">
              <FileText aria-hidden="true" className="size-4" />
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
