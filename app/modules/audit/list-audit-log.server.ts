import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { auditLog } from "../../db/schema/index.ts";
import { containsText, listPage, withinDays } from "../lists/list-page.server.ts";
import type { ListParams } from "../lists/list-params.ts";
import type { AUDIT_LIST_SPEC } from "./audit-list-spec.ts";

type AuditListSpec = typeof AUDIT_LIST_SPEC;
export type AuditListParams = ListParams<AuditListSpec["sortable"][number], AuditListSpec["filters"]>;

/** One page of the audit log, filtered, sorted and counted in SQL (newest first by default). */
export async function listAuditLog(db: DbExecutor, params: AuditListParams) {
  const { q, entity, from, to } = params.filters;
  const query = db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .where(
      and(
        containsText(q, [auditLog.actor, auditLog.action, auditLog.entityId]),
        entity ? eq(auditLog.entity, entity) : undefined,
        withinDays(auditLog.at, { from, to }),
      ),
    )
    .$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: { at: auditLog.at, actor: auditLog.actor, action: auditLog.action, entity: auditLog.entity },
    tiebreaker: auditLog.id,
  });
}

/** The kinds of element the log mentions, for the filter's choices. */
export async function listAuditEntities(db: DbExecutor): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((row) => row.entity);
}
