import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices, type InvoiceStatus } from "../../db/schema/documents.ts";
import { customers } from "../../db/schema/sales.ts";
import { containsPattern, pageBounds, type ListOptions } from "./list-filters.ts";

/** Invoices newest first with their customer and amount due; filtered by status and a search, one page at a time. */
export async function listInvoices({ db, ...options }: ListOptions<InvoiceStatus> & { db: DbExecutor }) {
  const pattern = containsPattern(options.search);
  const where = and(
    options.status ? eq(invoices.status, options.status) : undefined,
    pattern
      ? or(ilike(invoices.number, pattern), ilike(customers.fullName, pattern), ilike(customers.email, pattern))
      : undefined,
  );
  const { limit, offset } = pageBounds(options);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        status: invoices.status,
        currency: invoices.currency,
        amountTotal: invoices.amountTotal,
        amountPaid: invoices.amountPaid,
        amountCredited: invoices.amountCredited,
        orderId: invoices.orderId,
        createdAt: invoices.createdAt,
        customerName: customers.fullName,
        customerEmail: customers.email,
      })
      .from(invoices)
      .leftJoin(customers, eq(customers.id, invoices.customerId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(invoices).leftJoin(customers, eq(customers.id, invoices.customerId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      amountDue: Math.max(0, row.amountTotal - row.amountCredited - row.amountPaid),
    })),
    total: total?.n ?? 0,
  };
}
