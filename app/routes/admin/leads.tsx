import { data } from "react-router";
import type { Route } from "./+types/leads";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { AdminLoadError } from "../../components/admin/leads/admin-load-error.tsx";
import { ExportCsvLink } from "../../components/admin/leads/export-csv-link.tsx";
import { LeadCountersBar } from "../../components/admin/leads/lead-counters.tsx";
import { LeadDetailDialog } from "../../components/admin/leads/lead-detail-dialog.tsx";
import { LeadsTable } from "../../components/admin/leads/leads-table.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";
import { leadsReturnPath, runLeadAction } from "../../modules/sales/admin-lead-actions.server.ts";
import { getAdminLead } from "../../modules/sales/admin-lead-detail.server.ts";
import { ADMIN_LEAD_LIST_SPEC } from "../../modules/sales/admin-lead-list-spec.ts";
import { listAdminLeads } from "../../modules/sales/admin-lead-list.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin-leads:title");

export const handle: AdminHandle = { breadcrumb: "nav.leads" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const searchParams = new URL(request.url).searchParams;
  const params = readListParams(request, ADMIN_LEAD_LIST_SPEC);
  const leadId = searchParams.get("lead");
  const [{ rows, counters, ...list }, lead] = await Promise.all([
    listAdminLeads(db, params),
    leadId && UUID.test(leadId) ? getAdminLead(db, leadId) : null,
  ]);
  return {
    list,
    filters: params.filters,
    counters,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    lead: lead ? { ...lead, createdAt: lead.createdAt.toISOString(), updatedAt: lead.updatedAt.toISOString() } : null,
  };
}

/** Sets a lead's status or notes (intent 'status' or 'notes'), then goes back to the list with a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const formData = await readFormData(request);
  const outcome = await runLeadAction(db, formData, email);
  if (outcome.intent === "unknown") throw data("Unknown intent", { status: 400 });
  const t = getServerT("fr");
  const back = leadsReturnPath(formData.get("returnTo"));
  if (!outcome.isDone) {
    return redirectWithToast(env, back, {
      type: "error",
      title: t("admin-leads:toasts.errorTitle"),
      description: t(outcome.intent === "status" ? "admin-leads:errors.status" : "admin-leads:errors.notes"),
    });
  }
  return redirectWithToast(env, back, {
    type: "success",
    title: t("admin-leads:toasts.successTitle"),
    description:
      outcome.intent === "status"
        ? t("admin-leads:toasts.statusUpdated", { status: t(`admin-leads:statuses.${outcome.status}`) })
        : t("admin-leads:toasts.notesSaved"),
  });
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-leads");
  const { rows, list, filters, counters, lead } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("intro")}
        actions={<ExportCsvLink to="/admin/leads/export.csv" label={t("export")} />}
      />
      <LeadCountersBar counters={counters} />
      <LeadsTable rows={rows} list={list} filters={filters} />
      {lead ? <LeadDetailDialog key={lead.id} lead={lead} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} namespace="admin-leads" />;
}
