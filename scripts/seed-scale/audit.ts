// The at-scale audit log (scripts/seed-scale.ts): status changes of orders and leads, product and settings edits.
import type * as t from "../../app/db/schema/index.ts";
import { SPAN_DAYS, type SeedPlan } from "./common.ts";
import type { Random } from "./random.ts";

export function makeAudit(
  r: Random,
  { counts, until }: SeedPlan,
  orderIds: string[],
  leadIds: string[],
): Array<typeof t.auditLog.$inferInsert> {
  return Array.from({ length: counts.audit }, () => {
    const kind = r.weighted([
      ["order", 45],
      ["lead", 35],
      ["product", 15],
      ["settings", 5],
    ] as const);
    const entityId = kind === "order" ? r.pick(orderIds) : kind === "lead" ? r.pick(leadIds) : null;
    const action = {
      order: "order.status",
      lead: r.pick(["lead.status", "lead.notes"]),
      product: r.pick(["product.update", "product.publish"]),
      settings: "settings.update",
    }[kind];
    return {
      at: r.instantBefore(until, SPAN_DAYS),
      actor: r.next() < 0.9 ? "admin@bpe-polynesie.example" : "webhook:airwallex",
      action,
      entity: kind,
      entityId,
      summary: { source: "seed-scale" },
    };
  });
}
