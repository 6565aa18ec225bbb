// The buyer's order page follows the money (issue 26 item 5): a confirmed deposit reaches 'Acompte reçu' and a paid
// balance 'Solde reçu', in the transaction that records the payment. A step the administrator already set stays his.
import type { DbTransaction } from "../../db/db.server.ts";
import { orderMilestones, type OrderMilestone } from "../../db/schema/index.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";

export async function markPaymentMilestone(
  tx: DbTransaction,
  options: {
    orderId: string;
    milestone: Extract<OrderMilestone, "deposit_received" | "balance_received">;
    actor: string;
  },
): Promise<void> {
  await tx
    .insert(orderMilestones)
    .values({
      orderId: options.orderId,
      milestone: options.milestone,
      reachedOn: tahitiIsoDate(new Date()),
      createdBy: options.actor,
    })
    .onConflictDoNothing({ target: [orderMilestones.orderId, orderMilestones.milestone] });
}
