import type { DbExecutor } from "../../db/db.server.ts";
import { auditLog } from "../../db/schema/index.ts";

export type RecordAuditOptions = {
  /** Admin email, or 'system', 'cli', 'anonymous', 'webhook:<provider>'. */
  actor: string;
  /** What happened, dotted: 'auth.sign_in', 'product.update'. */
  action: string;
  /** Table or business entity: 'admin_user', 'product'. */
  entity: string;
  entityId?: string | null;
  /** The change, small and without secrets (never a password, token or card number). */
  summary?: Record<string, unknown>;
};

/**
 * Writes one audit row. Pass the transaction of the change (`tx`) so the row exists only if the change does.
 */
export async function recordAudit(
  db: DbExecutor,
  { actor, action, entity, entityId = null, summary = {} }: RecordAuditOptions,
) {
  await db.insert(auditLog).values({ actor, action, entity, entityId, summary });
}
