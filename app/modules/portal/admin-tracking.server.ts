// What the order page's 'Suivi' card and the quote preview's link card read (issue 18).
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { orderMilestones } from "../../db/schema/index.ts";
import { describeCustomerLinks } from "./customer-links.server.ts";
import { nextMilestone } from "./milestones.ts";
import { MILESTONE_COLUMNS } from "./order-view.server.ts";

export async function loadOrderTracking(db: DbExecutor, orderId: string) {
  const [milestones, links] = await Promise.all([
    db
      .select(MILESTONE_COLUMNS)
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, orderId))
      .orderBy(asc(orderMilestones.reachedOn), asc(orderMilestones.createdAt)),
    describeCustomerLinks(db, { kind: "order", orderId }),
  ]);
  return { milestones, next: nextMilestone(milestones.map((row) => row.milestone)), links };
}

export type OrderTracking = Awaited<ReturnType<typeof loadOrderTracking>>;
export type LinkSummary = OrderTracking["links"];
