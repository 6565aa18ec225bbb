// The shipment's steps on the buyer's order page: reached ones with their date and details, the rest to come.
import { Check } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { colon } from "../../modules/i18n/format.ts";
import { formatDay } from "../../modules/portal/portal-format.ts";
import { useLocale } from "../locale-link.tsx";
import type { OrderView } from "../../modules/portal/order-view.server.ts";

export function OrderTimeline({ timeline, tag }: { timeline: OrderView["timeline"]; tag: string }) {
  const { t } = useTranslation("tracking");
  const sep = colon(useLocale());
  return (
    <section aria-labelledby="order-timeline" className="space-y-3">
      <h2 id="order-timeline" className="text-lg font-semibold text-slate-900">
        {t("page.timelineTitle")}
      </h2>
      <ol className="relative space-y-5 border-l-2 border-slate-200 pl-6">
        {timeline.map(({ milestone, reached }) => (
          <li key={milestone} className="relative">
            <span
              aria-hidden="true"
              className={`absolute -left-[2.05rem] top-0.5 flex size-5 items-center justify-center rounded-full border-2 ${
                reached ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"
              }`}
            >
              {reached ? <Check className="size-3" /> : null}
            </span>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className={`font-semibold ${reached ? "text-slate-900" : "text-slate-500"}`}>
                {t(`milestones.${milestone}.title`)}
              </h3>
              <p className="text-sm text-slate-600">
                {reached ? formatDay(reached.reachedOn, tag) : t("page.upcoming")}
              </p>
            </div>
            {reached ? (
              <div className="mt-1 space-y-1 text-sm text-slate-700">
                <p>{t(`milestones.${milestone}.text`)}</p>
                {reached.reference ? (
                  <p>
                    {t("fields.reference")}
                    {sep}
                    <strong>{reached.reference}</strong>
                  </p>
                ) : null}
                {reached.vessel ? (
                  <p>
                    {t("fields.vessel")}
                    {sep}
                    <strong>{reached.vessel}</strong>
                  </p>
                ) : null}
                {reached.estimatedArrival ? (
                  <p>
                    {t("fields.estimatedArrival")}
                    {sep}
                    <strong>{formatDay(reached.estimatedArrival, tag)}</strong>
                  </p>
                ) : null}
                {reached.note ? <p className="whitespace-pre-line text-slate-600">{reached.note}</p> : null}
                {reached.photoUrl ? (
                  <img
                    src={reached.photoUrl}
                    alt={t("page.photoAlt", { milestone: t(`milestones.${milestone}.title`) })}
                    loading="lazy"
                    className="mt-2 max-h-64 rounded-lg border border-slate-200 object-cover"
                  />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
