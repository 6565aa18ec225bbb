// The order page's 'Suivi' card (issue 18 item 3): the milestones reached, the next one in two clicks (button →
// dialog), and the buyer's link to their order page.
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { OrderTracking } from "../../../modules/portal/admin-tracking.server.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { LinkControls } from "./link-controls.tsx";
import { MilestoneDialog } from "./milestone-dialog.tsx";
import { formatCalendarDay } from "../../../modules/format/tahiti-date.ts";

export function OrderTrackingCard({
  orderId,
  tracking,
  today,
}: {
  orderId: string;
  tracking: OrderTracking;
  today: string;
}) {
  const { t } = useTranslation(["tracking", "portal"]);
  const action = `/admin/orders/${orderId}/tracking`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("tracking:admin.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-600">{t("tracking:admin.description")}</p>
        {tracking.milestones.length > 0 ? (
          <ol className="grid gap-2 text-sm">
            {tracking.milestones.map((row) => (
              <li
                key={row.milestone}
                className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 pb-2"
              >
                <span className="font-medium text-slate-900">{t(`tracking:milestones.${row.milestone}.title`)}</span>
                <span className="text-slate-600">{formatCalendarDay(row.reachedOn)}</span>
                {[
                  row.reference,
                  row.vessel,
                  row.estimatedArrival ? formatCalendarDay(row.estimatedArrival) : null,
                  row.note,
                ]
                  .filter(Boolean)
                  .map((detail) => (
                    <span key={detail} className="w-full text-slate-600">
                      {detail}
                    </span>
                  ))}
              </li>
            ))}
          </ol>
        ) : null}
        {tracking.next ? (
          <div>
            <MilestoneDialog key={tracking.next} action={action} milestone={tracking.next} today={today} />
          </div>
        ) : (
          <p className="text-sm font-medium text-emerald-800">{t("tracking:admin.delivered")}</p>
        )}
        <LinkControls action={action} links={tracking.links} description={t("portal:admin.orderLinkDescription")} />
      </CardContent>
    </Card>
  );
}
