import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { quotes, type QuoteStatus } from "../../db/schema/documents.ts";
import { customers } from "../../db/schema/sales.ts";
import { containsPattern, pageBounds, type ListOptions } from "./list-filters.ts";

/** Quotes newest first with the customer's name and email; filtered by status and a search, one page at a time. */
export async function listQuotes({ db, ...options }: ListOptions<QuoteStatus> & { db: DbExecutor }) {
  const pattern = containsPattern(options.search);
  const where = and(
    options.status ? eq(quotes.status, options.status) : undefined,
    pattern
      ? or(ilike(quotes.number, pattern), ilike(customers.fullName, pattern), ilike(customers.email, pattern))
      : undefined,
  );
  const { limit, offset } = pageBounds(options);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        title: quotes.title,
        status: quotes.status,
        currency: quotes.currency,
        total: quotes.total,
        createdAt: quotes.createdAt,
        customerName: customers.fullName,
        customerEmail: customers.email,
      })
      .from(quotes)
      .leftJoin(customers, eq(customers.id, quotes.customerId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.number))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(quotes).leftJoin(customers, eq(customers.id, quotes.customerId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
