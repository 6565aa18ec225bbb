// /admin/backups, 'Sauvegardes' (issue 32 item 6): the kept backups with their download, the last restore drill, and
// 'Sauvegarder maintenant', which queues the nightly backup's job. The admin layout guards the page; the action checks
// the administrator again, as every action does.
import { Download } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/backups";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { StatusButton } from "../../components/ui/status-button.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { backupStoredFiles } from "../../modules/backup/backup-services.server.ts";
import { loadBackupsPage, queueBackupNow } from "../../modules/backup/backups-page.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { formatTahitiDateTime } from "../../modules/format/tahiti-date.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "backups.title");

export const handle: AdminHandle = { breadcrumb: "nav.backups" };

export async function loader({ context }: Route.LoaderArgs) {
  return loadBackupsPage(backupStoredFiles(getServices(context)), new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const services = getServices(context);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "backup-now") return data({ message: "badRequest" as const }, { status: 400 });
  if (!services.backups) return data({ message: "noScheduler" as const }, { status: 503 });
  const result = await queueBackupNow({ db: services.db, actor: email, trigger: services.backups.trigger });
  return { message: result === "queued" ? ("queued" as const) : ("alreadyQueued" as const) };
}

function megabytes(bytes: number | null): string {
  if (bytes === null) return "—";
  return `${(bytes / 1024 / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1, minimumFractionDigits: 1 })} Mo`;
}

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { backups, lastDrill } = loaderData;
  const answer = actionData?.message;
  return (
    <>
      <AdminPageHeader
        title={t("backups.title")}
        description={t("backups.intro")}
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="backup-now" />
            <StatusButton type="submit" status={navigation.state === "submitting" ? "pending" : "idle"}>
              {t("backups.backupNow")}
            </StatusButton>
          </Form>
        }
      />
      {answer ? (
        <p
          role={answer === "queued" || answer === "alreadyQueued" ? "status" : "alert"}
          className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
        >
          {t(`backups.${answer}`)}
        </p>
      ) : null}
      <Card className="mb-6 p-4">
        <h2 className="mb-2 text-base font-semibold text-slate-900">{t("backups.drill")}</h2>
        {lastDrill ? (
          <div className="text-sm text-slate-700">
            <time dateTime={lastDrill.at}>{formatTahitiDateTime(new Date(lastDrill.at))}</time>
            <Badge variant={lastDrill.ok ? "success" : "destructive"} className="ml-2">
              {lastDrill.ok ? t("backups.drillOk") : t("backups.drillFailed")}
            </Badge>
            <p className="mt-1 break-all">
              {lastDrill.ok
                ? t("backups.drillFigures", {
                    backup: lastDrill.backup,
                    tables: lastDrill.tables,
                    rows: lastDrill.rows,
                    files: lastDrill.files,
                    seconds: lastDrill.seconds,
                  })
                : `${lastDrill.backup ?? ""} ${lastDrill.error ?? ""}`}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t("backups.drillNever")}</p>
        )}
      </Card>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("backups.caption")}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t("backups.date")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("backups.size")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("backups.kind")}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t("backups.download")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {backups.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-slate-500">
                  {t("backups.none")}
                </td>
              </tr>
            ) : (
              backups.map((backup) => (
                <tr key={backup.name}>
                  <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                    <time dateTime={backup.createdAt}>{formatTahitiDateTime(new Date(backup.createdAt))}</time>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">{megabytes(backup.bytes)}</td>
                  <td className="px-4 py-3">
                    {backup.kinds.map((kind) => (
                      <Badge key={kind} variant="secondary" className="mr-1">
                        {t(`backups.kinds.${kind}`)}
                      </Badge>
                    ))}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <a
                      href={`/admin/backups/${backup.name}`}
                      download
                      className="inline-flex items-center gap-1 text-brand-700 underline hover:text-brand-900"
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {t("backups.download")}
                    </a>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </Card>
    </>
  );
}
