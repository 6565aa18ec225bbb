import { and, eq, sql } from "drizzle-orm";
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
  const where = and(
    containsText(q, [auditLog.actor, auditLog.action, auditLog.entityId]),
    entity ? eq(auditLog.entity, entity) : undefined,
    withinDays(auditLog.at, { from, to }),
  );
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
    .where(where)
    .$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: { at: auditLog.at, actor: auditLog.actor, action: auditLog.action, entity: auditLog.entity },
    tiebreaker: auditLog.id,
    // A deep page finds its 50 ids in the (at, id) index before reading their rows and JSON summaries.
    mainTable: { table: auditLog, where, sorts: ["at", "actor", "action", "entity"] },
  });
}

/**
 * The kinds of element the log mentions, for the filter's choices. Read by skipping from one kind to the next in
 * the (entity, entity_id) index, a dozen index probes, instead of reading the 50,000 entries for their kinds.
 */
export async function listAuditEntities(db: DbExecutor): Promise<string[]> {
  const result = await db.execute<{ entity: string }>(sql`
    with recursive kinds(entity) as (
      (select ${auditLog.entity} from ${auditLog} order by ${auditLog.entity} limit 1)
      union all
      select (select next.entity from ${auditLog} as next where next.entity > kinds.entity order by next.entity limit 1)
      from kinds where kinds.entity is not null
    )
    select entity from kinds where entity is not null`);
  return result.rows.map((row) => row.entity);
}
