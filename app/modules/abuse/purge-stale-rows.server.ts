// Rows any visitor can make and nobody reads after a while (issue 12 item 8): rate-limit hits past every window,
// and card-payment orders left pending (the dialog opened, the provider's page never paid). Without a purge they
// pile up for ever.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { cardPaymentOrders } from "../../db/schema/index.ts";
import { purgeRateLimitHits } from "./rate-limit.server.ts";
import { LONGEST_SUBMISSION_WINDOW_MS } from "./submission-limits.ts";

/**
 * A pending card order is abandoned after a day: the provider's page for it lives an hour (sandbox session, Airwallex
 * client_secret), so no payment can still come.
 */
export const ABANDONED_CARD_ORDER_MS = 24 * 60 * 60_000;

/** Hits are kept a day: longer than every limit's window (the card form's and sign-in's included). */
export const RATE_LIMIT_HIT_MAX_AGE_MS = Math.max(24 * 60 * 60_000, LONGEST_SUBMISSION_WINDOW_MS);

export type PurgeResult = { rateLimitHits: number; abandonedCardOrders: number };

export async function purgeStaleRows(db: DbExecutor): Promise<PurgeResult> {
  const rateLimitHits = await purgeRateLimitHits(db, { olderThanMs: RATE_LIMIT_HIT_MAX_AGE_MS });
  const abandoned = await db
    .delete(cardPaymentOrders)
    .where(
      and(
        eq(cardPaymentOrders.status, "pending"),
        isNull(cardPaymentOrders.paidAt),
        lt(
          cardPaymentOrders.createdAt,
          sql`(now() - (${ABANDONED_CARD_ORDER_MS}::double precision * interval '1 millisecond'))`,
        ),
      ),
    )
    .returning({ id: cardPaymentOrders.id });
  return { rateLimitHits, abandonedCardOrders: abandoned.length };
}
