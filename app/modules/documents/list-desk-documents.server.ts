// One page of a document list (quotes, invoices or purchase orders), filtered, sorted and counted in SQL through
// listPage. Every type answers the same row from its own columns (DESK_SOURCES), so one query and one table serve
// them: the party is the customer (the supplier for a purchase order); an invoice adds its kind and amount due.
import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/db.server.ts";
import {
  INVOICE_STATUSES,
  invoices,
  PURCHASE_ORDER_STATUSES,
  purchaseOrders,
  QUOTE_STATUSES,
  quotes,
  suppliers,
} from "../../db/schema/documents.ts";
import { customers } from "../../db/schema/sales.ts";
import { containsText, listPage } from "../lists/list-page.server.ts";
import type { DeskListParams, DeskListType } from "./desk-list-spec.ts";

type DeskSource = {
  table: PgTable;
  party: PgTable;
  partyOn: SQL;
  columns: { id: AnyColumn; number: PgColumn; status: AnyColumn; currency: AnyColumn; total: AnyColumn };
  createdAt: AnyColumn;
  statuses: readonly string[];
  /** The party's name and email as sorted and searched, and as shown (a quote falls back to its title). */
  partyName: AnyColumn;
  partyEmail: AnyColumn;
  shownName: SQL;
  shownEmail: SQL;
  invoiceKind: SQL;
  amountDue: SQL;
};

const DESK_SOURCES: Record<DeskListType, DeskSource> = {
  quote: {
    table: quotes,
    party: customers,
    partyOn: eq(customers.id, quotes.customerId),
    columns: {
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      currency: quotes.currency,
      total: quotes.total,
    },
    createdAt: quotes.createdAt,
    statuses: QUOTE_STATUSES,
    partyName: customers.fullName,
    partyEmail: customers.email,
    shownName: sql`coalesce(${customers.fullName}, ${quotes.title})`,
    shownEmail: sql`${customers.email}`,
    invoiceKind: sql`null::text`,
    amountDue: sql`null::integer`,
  },
  invoice: {
    table: invoices,
    party: customers,
    partyOn: eq(customers.id, invoices.customerId),
    columns: {
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      total: invoices.amountTotal,
    },
    createdAt: invoices.createdAt,
    statuses: INVOICE_STATUSES,
    partyName: customers.fullName,
    partyEmail: customers.email,
    shownName: sql`coalesce(${customers.fullName}, ${invoices.buyer}->>'name')`,
    shownEmail: sql`coalesce(${customers.email}, ${invoices.buyer}->>'email')`,
    invoiceKind: sql`${invoices.kind}`,
    amountDue: sql`greatest(0, ${invoices.amountTotal} - ${invoices.amountCredited} - ${invoices.amountPaid})`,
  },
  purchase_order: {
    table: purchaseOrders,
    party: suppliers,
    partyOn: eq(suppliers.id, purchaseOrders.supplierId),
    columns: {
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      currency: purchaseOrders.currency,
      total: purchaseOrders.total,
    },
    createdAt: purchaseOrders.createdAt,
    statuses: PURCHASE_ORDER_STATUSES,
    partyName: suppliers.name,
    partyEmail: suppliers.email,
    shownName: sql`${suppliers.name}`,
    shownEmail: sql`${suppliers.email}`,
    invoiceKind: sql`null::text`,
    amountDue: sql`null::integer`,
  },
};

/** Statuses sort in the order a document lives through them, not alphabetically. */
function lifecycle(column: AnyColumn, statuses: readonly string[]): SQL {
  const list = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`array_position(array[${list}]::text[], ${column}::text)`;
}

export async function listDeskDocuments(db: DbExecutor, type: DeskListType, params: DeskListParams) {
  const source = DESK_SOURCES[type];
  const { columns } = source;
  const { q, status } = params.filters;
  const query = db
    .select({
      id: sql<string>`${columns.id}`,
      number: sql<string>`${columns.number}`,
      status: sql<string>`${columns.status}`,
      currency: sql<string>`${columns.currency}`,
      total: sql<number>`${columns.total}`,
      createdAt: sql`${source.createdAt}`.mapWith((value: string | Date) => new Date(value)),
      partyName: sql<string | null>`${source.shownName}`,
      partyEmail: sql<string | null>`${source.shownEmail}`,
      invoiceKind: sql<string | null>`${source.invoiceKind}`,
      amountDue: sql<number | null>`${source.amountDue}`,
    })
    .from(source.table)
    .leftJoin(source.party, source.partyOn)
    .where(
      and(
        containsText(q, [columns.number, source.partyName, source.partyEmail]),
        status ? eq(columns.status, status) : undefined,
      ),
    )
    .$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: {
      createdAt: source.createdAt,
      number: columns.number,
      party: source.partyName,
      total: columns.total,
      status: lifecycle(columns.status, source.statuses),
    },
    tiebreaker: columns.number,
  });
}

export type DeskListRow = Awaited<ReturnType<typeof listDeskDocuments>>["rows"][number];
