import { count, desc } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { auditLog } from "../../db/schema/index.ts";

export const AUDIT_PAGE_SIZE = 50;

export type ListAuditLogOptions = { page: number; pageSize?: number };

/** One page of the audit log, newest first, counted and sliced in SQL. */
export async function listAuditLog(db: DbExecutor, { page, pageSize = AUDIT_PAGE_SIZE }: ListAuditLogOptions) {
  const [totals] = await db.select({ total: count() }).from(auditLog);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const entries = await db
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
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { entries, total, page: current, pageCount };
}
