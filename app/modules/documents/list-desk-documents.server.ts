// One page of a document list (quotes, invoices, credit notes or purchase orders), filtered, sorted and counted in
// SQL through listPage. Every type answers the same row from its own columns (DESK_SOURCES), so one query and one
// table serve them: the party is the customer (the supplier for a purchase order); an invoice adds its kind and
// amount due, a credit note the invoice it corrects. The filters name only the document's table (a search finds
// document ids, each part through its own index), so a list is counted without its joins and a deep page is found
// in the document table's index before the party is joined to its rows.
import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/db.server.ts";
import {
  CREDIT_NOTE_STATUSES,
  creditNotes,
  INVOICE_STATUSES,
  invoices,
  PURCHASE_ORDER_STATUSES,
  QUOTE_STATUSES,
  quotes,
} from "../../db/schema/documents.ts";
import { purchaseOrders, suppliers } from "../../db/schema/purchasing.ts";
import { customers } from "../../db/schema/sales.ts";
import { containsText, foundBy, listPage } from "../lists/list-page.server.ts";
import type { DeskListParams, DeskListSort, DeskListType } from "./desk-list-spec.ts";

type DeskSource = {
  table: PgTable;
  columns: { id: PgColumn; number: PgColumn; status: AnyColumn; currency: AnyColumn; total: AnyColumn };
  createdAt: AnyColumn;
  statuses: readonly string[];
  /** The party (customer or supplier): its table, the document's column naming it, and its id. */
  party: { table: PgTable; id: PgColumn; ref: PgColumn };
  /** The party's name and email as sorted and searched, and as shown (a quote falls back to its title). */
  partyName: AnyColumn;
  partyEmail: AnyColumn;
  shownName: SQL;
  shownEmail: SQL;
  invoiceKind: SQL;
  amountDue: SQL;
  /** The invoice a credit note corrects: its column on the document, joined for its number and searched by it. */
  invoice?: PgColumn;
};

const customerParty = (ref: PgColumn) => ({ table: customers, id: customers.id, ref });

const DESK_SOURCES: Record<DeskListType, DeskSource> = {
  quote: {
    table: quotes,
    columns: {
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      currency: quotes.currency,
      total: quotes.total,
    },
    createdAt: quotes.createdAt,
    statuses: QUOTE_STATUSES,
    party: customerParty(quotes.customerId),
    partyName: customers.fullName,
    partyEmail: customers.email,
    shownName: sql`coalesce(${customers.fullName}, ${quotes.title})`,
    shownEmail: sql`${customers.email}`,
    invoiceKind: sql`null::text`,
    amountDue: sql`null::integer`,
  },
  invoice: {
    table: invoices,
    columns: {
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      total: invoices.amountTotal,
    },
    createdAt: invoices.createdAt,
    statuses: INVOICE_STATUSES,
    party: customerParty(invoices.customerId),
    partyName: customers.fullName,
    partyEmail: customers.email,
    shownName: sql`coalesce(${customers.fullName}, ${invoices.buyer}->>'name')`,
    shownEmail: sql`coalesce(${customers.email}, ${invoices.buyer}->>'email')`,
    invoiceKind: sql`${invoices.kind}`,
    amountDue: sql`greatest(0, ${invoices.amountTotal} - ${invoices.amountCredited} - ${invoices.amountPaid})`,
  },
  credit_note: {
    table: creditNotes,
    columns: {
      id: creditNotes.id,
      number: creditNotes.number,
      status: creditNotes.status,
      currency: creditNotes.currency,
      total: creditNotes.amountTotal,
    },
    createdAt: creditNotes.createdAt,
    statuses: CREDIT_NOTE_STATUSES,
    party: customerParty(creditNotes.customerId),
    partyName: customers.fullName,
    partyEmail: customers.email,
    shownName: sql`coalesce(${customers.fullName}, ${creditNotes.buyer}->>'name')`,
    shownEmail: sql`coalesce(${customers.email}, ${creditNotes.buyer}->>'email')`,
    invoiceKind: sql`null::text`,
    amountDue: sql`null::integer`,
    invoice: creditNotes.invoiceId,
  },
  purchase_order: {
    table: purchaseOrders,
    columns: {
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      currency: purchaseOrders.currency,
      total: purchaseOrders.total,
    },
    createdAt: purchaseOrders.createdAt,
    statuses: PURCHASE_ORDER_STATUSES,
    party: { table: suppliers, id: suppliers.id, ref: purchaseOrders.supplierId },
    partyName: suppliers.name,
    partyEmail: suppliers.email,
    shownName: sql`${suppliers.name}`,
    shownEmail: sql`${suppliers.email}`,
    invoiceKind: sql`null::text`,
    amountDue: sql`null::integer`,
  },
};

/** Sorts found in the document table's own columns (the party's name is not). */
const MAIN_TABLE_SORTS: readonly DeskListSort[] = ["createdAt", "number", "total", "status"];

/** Statuses sort in the order a document lives through them, not alphabetically. */
function lifecycle(column: AnyColumn, statuses: readonly string[]): SQL {
  const list = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`array_position(array[${list}]::text[], ${column}::text)`;
}

/**
 * The `where` of a list's filters, on the document table alone: text in the number, in the party's name or email
 * (the documents of the parties found), or in a credit note's invoice number; the status.
 */
function deskWhere(source: DeskSource, { q, status }: DeskListParams["filters"]): SQL | undefined {
  const { table, columns, party } = source;
  const ids = (condition: SQL | undefined) => sql`select ${columns.id} from ${table} where ${condition}`;
  return and(
    q
      ? foundBy(columns.id, [
          ids(containsText(q, [columns.number])),
          ids(
            sql`${party.ref} in (select ${party.id} from ${party.table} where ${containsText(q, [source.partyName, source.partyEmail])})`,
          ),
          source.invoice
            ? ids(
                sql`${source.invoice} in (select ${invoices.id} from ${invoices} where ${containsText(q, [invoices.number])})`,
              )
            : undefined,
        ])
      : undefined,
    status ? eq(columns.status, status) : undefined,
  );
}

/** The query and listPage's options of a list, apart so a test can page the same query without its main table. */
export function deskListQuery(db: DbExecutor, type: DeskListType, params: DeskListParams) {
  const source = DESK_SOURCES[type];
  const { columns } = source;
  const where = deskWhere(source, params.filters);
  let query = db
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
      invoiceId: source.invoice ? sql<string | null>`${source.invoice}` : sql<string | null>`null::uuid`,
      invoiceNumber: source.invoice ? sql<string | null>`${invoices.number}` : sql<string | null>`null::text`,
    })
    .from(source.table)
    .leftJoin(source.party.table, eq(source.party.id, source.party.ref))
    .$dynamic();
  if (source.invoice) query = query.leftJoin(invoices, eq(invoices.id, source.invoice));
  query = query.where(where);
  const options = {
    params,
    sortColumns: {
      createdAt: source.createdAt,
      number: columns.number,
      party: source.partyName,
      total: columns.total,
      status: lifecycle(columns.status, source.statuses),
    },
    tiebreaker: columns.number,
    mainTable: { table: source.table, where, sorts: MAIN_TABLE_SORTS },
  };
  return { query, options };
}

export function listDeskDocuments(db: DbExecutor, type: DeskListType, params: DeskListParams) {
  const { query, options } = deskListQuery(db, type, params);
  return listPage(db, query, options);
}

export type DeskListRow = Awaited<ReturnType<typeof listDeskDocuments>>["rows"][number];
