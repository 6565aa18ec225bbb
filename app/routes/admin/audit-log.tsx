import { data, useActionData } from "react-router";
import type { Route } from "./+types/audit-log";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { AUDIT_LOG_FILTERS } from "../../components/admin/audit-log-filters.ts";
import { LoginBlocksSection } from "../../components/auth/login-blocks-section.tsx";
import { DataTableFilterBar } from "../../components/admin/data-table/data-table-filter-bar.tsx";
import { DataTable, type DataTableColumn } from "../../components/admin/data-table/data-table.tsx";
import { getServices } from "../../context.server.ts";
import { AUDIT_LIST_SPEC } from "../../modules/audit/audit-list-spec.ts";
import { listAuditEntities, listAuditLog } from "../../modules/audit/list-audit-log.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { getClientAddress } from "../../modules/auth/client-address.server.ts";
import { endLoginBlocks } from "../../modules/auth/end-login-blocks.server.ts";
import { serializeLoginBlocks } from "../../modules/auth/login-blocks-view.ts";
import { listLoginBlocks } from "../../modules/auth/login-throttle.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { formatTahitiDateTimeSeconds } from "../../modules/format/tahiti-date.ts";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "audit.title");

export const handle: AdminHandle = { breadcrumb: "nav.audit" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = readListParams(request, AUDIT_LIST_SPEC);
  const [{ rows, ...list }, entities, blocks] = await Promise.all([
    listAuditLog(db, params),
    listAuditEntities(db),
    listLoginBlocks(db),
  ]);
  return {
    list,
    filters: params.filters,
    entities,
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString(), summary: JSON.stringify(row.summary) })),
    blocks: serializeLoginBlocks(blocks),
  };
}

/** Ends one failed-attempt block (`key`) or all of them (issue 12 item 2). */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "unblock") throw data("Unknown intent", { status: 400 });
  const key = formData.get("key");
  const { db, authRefusals } = getServices(context);
  const unblocked = await endLoginBlocks(db, {
    key: typeof key === "string" && key ? key : undefined,
    actor: email,
    ip: getClientAddress(request, context),
    refusals: authRefusals,
  });
  return { unblocked };
}

type AuditRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rows, list, filters, entities, blocks } = loaderData;
  const actionData = useActionData<typeof action>();
  const columns: Array<DataTableColumn<AuditRow>> = [
    {
      key: "at",
      header: t("audit.when"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={row.at}>{formatTahitiDateTimeSeconds(new Date(row.at))}</time>,
    },
    { key: "actor", header: t("audit.actor"), isSortable: true, className: "text-slate-900", cell: (row) => row.actor },
    {
      key: "action",
      header: t("audit.action"),
      isSortable: true,
      className: "whitespace-nowrap font-mono text-xs text-slate-900",
      cell: (row) => row.action,
    },
    {
      key: "entity",
      header: t("audit.entity"),
      isSortable: true,
      cell: (row) => (
        <>
          {row.entity}
          {row.entityId ? (
            <span className="block font-mono text-xs text-slate-500">{row.entityId.slice(0, 8)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: "summary",
      header: t("audit.summary"),
      className: "max-w-md break-all font-mono text-xs text-slate-600",
      cell: (row) => (row.summary === "{}" ? "" : row.summary),
    },
  ];
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <>
      <AdminPageHeader title={t("audit.title")} description={t("audit.intro")} />
      <LoginBlocksSection blocks={blocks} unblocked={actionData?.unblocked} />
      <DataTable
        caption={t("audit.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        list={list}
        isFiltered={isFiltered}
        empty={t("audit.empty")}
        filters={<DataTableFilterBar config={AUDIT_LOG_FILTERS} values={filters} choices={{ entity: entities }} />}
      />
    </>
  );
}
