import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/audit-log";
import { LoginBlocksSection } from "../../components/auth/login-blocks-section.tsx";
import { getServices } from "../../context.server.ts";
import { listAuditLog } from "../../modules/audit/list-audit-log.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { authTitle } from "../../modules/auth/auth-meta.ts";
import { getClientAddress } from "../../modules/auth/client-address.server.ts";
import { endLoginBlocks } from "../../modules/auth/end-login-blocks.server.ts";
import { serializeLoginBlocks } from "../../modules/auth/login-blocks-view.ts";
import { listLoginBlocks } from "../../modules/auth/login-throttle.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: authTitle(matches, "audit") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = await listAuditLog(db, { page: Number.isFinite(requested) ? requested : 1 });
  return {
    ...page,
    entries: page.entries.map((entry) => ({ ...entry, at: entry.at.toISOString(), summary: JSON.stringify(entry.summary) })),
    blocks: serializeLoginBlocks(await listLoginBlocks(db)),
  };
}

/** Ends one failed-attempt block (`key`) or all of them (issue 12 item 2). */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await request.formData();
  if (formData.get("intent") !== "unblock") throw data("Unknown intent", { status: 400 });
  const key = formData.get("key");
  const unblocked = await endLoginBlocks(getServices(context).db, { key: typeof key === "string" && key ? key : undefined, actor: email, ip: getClientAddress(request, context) });
  return { unblocked };
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "medium", timeZone: "Pacific/Tahiti" });

export default function AuditLog() {
  const { entries, page, pageCount, total, blocks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("audit.title")}</h1>
      <p className="mt-1 text-slate-600">{t("audit.intro")}</p>
      <LoginBlocksSection blocks={blocks} unblocked={actionData?.unblocked} />
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t("audit.entries")}</h2>
      {entries.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">{t("audit.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {(["when", "actor", "action", "entity", "summary"] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {t(`audit.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                    <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
                  </td>
                  <td className="px-4 py-2 text-slate-900">{entry.actor}</td>
                  <td className="whitespace-nowrap px-4 py-2 font-mono text-xs text-slate-900">{entry.action}</td>
                  <td className="px-4 py-2 text-slate-700">
                    {entry.entity}
                    {entry.entityId ? <span className="block font-mono text-xs text-slate-500">{entry.entityId.slice(0, 8)}</span> : null}
                  </td>
                  <td className="max-w-md break-all px-4 py-2 font-mono text-xs text-slate-600">{entry.summary === "{}" ? "" : entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t("audit.pagination")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-600">{t("audit.pageOf", { page, pages: pageCount, total })}</p>
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-slate-800 hover:bg-slate-100">
              {t("audit.previous")}
            </Link>
          ) : null}
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} className="rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-slate-800 hover:bg-slate-100">
              {t("audit.next")}
            </Link>
          ) : null}
        </div>
      </nav>
    </>
  );
}
