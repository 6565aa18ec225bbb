// The balance invoices still to be paid, each with the date it is reminded of and overdue from
// (`balanceReminderDate`: the ETD of the shipment its order travels in, else its own due date).
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices, orders, shipmentOrders, shipments } from "../../db/schema/index.ts";
import { balanceReminderDate } from "./payment-reminders.ts";

export type OpenBalance = {
  id: string;
  number: string;
  orderId: string;
  customerId: string | null;
  currency: string;
  amountDue: number;
  issuedOn: string | null;
  /** The date the balance is due by (ETD first). */
  dueDate: string;
};

/** Issued or sent balance invoices of orders not cancelled, with something left to pay and a date to chase. */
export async function listOpenBalances(db: DbExecutor, filter?: { orderId?: string }): Promise<OpenBalance[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      orderId: invoices.orderId,
      customerId: orders.customerId,
      currency: invoices.currency,
      amountDue: sql<number>`(${invoices.amountTotal} - ${invoices.amountPaid} - ${invoices.amountCredited})::int`,
      issuedOn: invoices.issuedOn,
      dueDate: invoices.dueDate,
      etd: sql<
        string | null
      >`(select min(${shipments.etd})::text from ${shipmentOrders} join ${shipments} on ${shipments.id} = ${shipmentOrders.shipmentId} where ${shipmentOrders.orderId} = ${orders.id} and ${shipments.etd} is not null)`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.kind, "balance"),
        inArray(invoices.status, ["issued", "sent"]),
        ne(orders.status, "cancelled"),
        isNotNull(invoices.orderId),
        sql`${invoices.amountTotal} - ${invoices.amountPaid} - ${invoices.amountCredited} > 0`,
        filter?.orderId ? eq(invoices.orderId, filter.orderId) : undefined,
      ),
    );
  return rows.flatMap((row) => {
    const dueDate = balanceReminderDate({ dueDate: row.dueDate, etd: row.etd });
    return dueDate && row.orderId ? [{ ...row, orderId: row.orderId, amountDue: Number(row.amountDue), dueDate }] : [];
  });
}
