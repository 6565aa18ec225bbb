import type { Route } from "./+types/jobs";
import {
  CARD_BODY,
  CARD_CELL,
  CARD_HEAD,
  CARD_ROW,
  CARD_TABLE,
} from "../../components/admin/data-table/data-table-cells.tsx";
import { cn } from "../../components/ui/cn.ts";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { getServices } from "../../context.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { formatTahitiDateTime } from "../../modules/format/tahiti-date.ts";
import { listJobStates } from "../../modules/scheduler/list-job-states.server.ts";
import { SCHEDULED_JOBS } from "../../modules/scheduler/scheduled-jobs.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "jobs.title");

export const handle: AdminHandle = { breadcrumb: "nav.jobs" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const rows = await listJobStates(db, SCHEDULED_JOBS, new Date());
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    rows: rows.map((row) => ({
      ...row,
      nextRunAt: iso(row.nextRunAt),
      lastStartedAt: iso(row.lastStartedAt),
      lastSucceededAt: iso(row.lastSucceededAt),
      lastFailedAt: iso(row.lastFailedAt),
    })),
  };
}

function When({ at, none }: { at: string | null; none: string }) {
  if (!at) return <span className="text-slate-500">{none}</span>;
  return <time dateTime={at}>{formatTahitiDateTime(new Date(at))}</time>;
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const none = t("jobs.never");
  return (
    <>
      <AdminPageHeader title={t("jobs.title")} description={t("jobs.intro")} />
      <Card className="overflow-x-auto p-0">
        <table className={cn("w-full text-left text-sm", CARD_TABLE)}>
          <caption className="sr-only">{t("jobs.caption")}</caption>
          <thead className={cn("border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase", CARD_HEAD)}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {t("jobs.job")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("jobs.lastRun")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("jobs.nextRun")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("jobs.lastFailure")}
              </th>
            </tr>
          </thead>
          <tbody className={cn("divide-y divide-slate-100", CARD_BODY)}>
            {loaderData.rows.map((row) => (
              <tr key={row.name} className={cn("align-top", CARD_ROW)}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900 max-md:block max-md:py-1">
                  {row.label}
                  <span className="block font-mono text-xs font-normal text-slate-500">
                    {row.name} · {row.cron}
                  </span>
                </th>
                <td data-label={t("jobs.lastRun")} className={cn("px-4 py-3 whitespace-nowrap", CARD_CELL)}>
                  <When at={row.lastStartedAt} none={none} />
                  {row.failureStreak > 0 ? (
                    <Badge variant="destructive" className="ml-2">
                      {t("jobs.failing", { count: row.failureStreak })}
                    </Badge>
                  ) : row.lastSucceededAt ? (
                    <Badge variant="success" className="ml-2">
                      {t("jobs.ok")}
                    </Badge>
                  ) : null}
                </td>
                <td data-label={t("jobs.nextRun")} className={cn("px-4 py-3 whitespace-nowrap", CARD_CELL)}>
                  <When at={row.nextRunAt} none={none} />
                </td>
                <td data-label={t("jobs.lastFailure")} className={cn("px-4 py-3", CARD_CELL)}>
                  <When at={row.lastFailedAt} none={t("jobs.noFailure")} />
                  {row.lastError ? (
                    <span className="block max-w-md font-mono text-xs break-all text-red-800">{row.lastError}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
