// The card-payments page (back-office §2): one page of card-payment orders with their product, the four tiles for
// the same search, and the CSV of the filtered list; filtered, sorted and counted in SQL.
import { and, count, eq, sql, sum, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { cardPaymentOrders, invoices, products } from "../../db/schema/index.ts";
import {
  newestFirstCursor,
  newestFirstOrder,
  olderThan,
  type NewestFirstCursor,
} from "../exports/newest-first.server.ts";
import { containsText, listPage } from "../lists/list-page.server.ts";
import type { ListParams } from "../lists/list-params.ts";
import type { ADMIN_CARD_PAYMENT_LIST_SPEC } from "./admin-card-payment-list-spec.ts";

type CardPaymentListSpec = typeof ADMIN_CARD_PAYMENT_LIST_SPEC;
export type AdminCardPaymentListParams = ListParams<
  CardPaymentListSpec["sortable"][number],
  CardPaymentListSpec["filters"]
>;
export type AdminCardPaymentFilters = AdminCardPaymentListParams["filters"];

const CARD_PAYMENT_ROW = {
  id: cardPaymentOrders.id,
  createdAt: cardPaymentOrders.createdAt,
  email: cardPaymentOrders.buyerEmail,
  productTitle: products.title,
  productSlug: cardPaymentOrders.productSlug,
  options: cardPaymentOrders.options,
  quantity: cardPaymentOrders.quantity,
  /** In the minor unit of `currency` (cents, or whole francs for XPF). */
  amount: cardPaymentOrders.amountCents,
  currency: cardPaymentOrders.currency,
  status: cardPaymentOrders.status,
  provider: cardPaymentOrders.provider,
  paymentIntentId: cardPaymentOrders.paymentIntentId,
};

function cardPaymentWhere({ q, status }: AdminCardPaymentFilters, { withStatus = true } = {}): SQL | undefined {
  return and(
    containsText(q, [cardPaymentOrders.buyerEmail]),
    withStatus && status ? eq(cardPaymentOrders.status, status) : undefined,
  );
}

/** One page of card-payment orders, newest first by default, each with its invoice's id and number once issued. */
export async function listAdminCardPayments(db: DbExecutor, params: AdminCardPaymentListParams) {
  const where = cardPaymentWhere(params.filters);
  const query = db
    .select({ ...CARD_PAYMENT_ROW, invoiceId: invoices.id, invoiceNumber: invoices.number })
    .from(cardPaymentOrders)
    .leftJoin(products, eq(products.id, cardPaymentOrders.productId))
    // At most one invoice per card-payment order (a unique index).
    .leftJoin(invoices, eq(invoices.cardPaymentOrderId, cardPaymentOrders.id))
    .where(where)
    .$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: {
      createdAt: cardPaymentOrders.createdAt,
      email: cardPaymentOrders.buyerEmail,
      amount: cardPaymentOrders.amountCents,
      status: cardPaymentOrders.status,
    },
    tiebreaker: cardPaymentOrders.id,
    mainTable: { table: cardPaymentOrders, where, sorts: ["createdAt", "email", "amount", "status"] },
  });
}

export type CardPaymentTiles = {
  total: number;
  paid: number;
  pending: number;
  /** Paid amounts per currency, in its minor unit; currencies are never added together. */
  revenue: Array<{ currency: string; amount: number }>;
};

/** The four tiles for the search, whatever status the list shows. */
export async function getCardPaymentTiles(db: DbExecutor, filters: AdminCardPaymentFilters): Promise<CardPaymentTiles> {
  const where = cardPaymentWhere(filters, { withStatus: false });
  const [counts, revenue] = await Promise.all([
    db
      .select({
        total: count(),
        paid: sql<number>`count(*) filter (where ${cardPaymentOrders.status} = 'paid')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${cardPaymentOrders.status} = 'pending')`.mapWith(Number),
      })
      .from(cardPaymentOrders)
      .where(where),
    db
      .select({ currency: cardPaymentOrders.currency, amount: sum(cardPaymentOrders.amountCents).mapWith(Number) })
      .from(cardPaymentOrders)
      .where(and(where, eq(cardPaymentOrders.status, "paid")))
      .groupBy(cardPaymentOrders.currency)
      .orderBy(cardPaymentOrders.currency),
  ]);
  const [row] = counts;
  return { total: row?.total ?? 0, paid: row?.paid ?? 0, pending: row?.pending ?? 0, revenue };
}

/** A batch of the filtered card payments for the CSV, newest first, after the keyset cursor. */
export function exportAdminCardPaymentsBatch(db: DbExecutor, filters: AdminCardPaymentFilters) {
  return (after: NewestFirstCursor | null, size: number) =>
    db
      .select({ ...CARD_PAYMENT_ROW, ...newestFirstCursor(cardPaymentOrders.createdAt) })
      .from(cardPaymentOrders)
      .leftJoin(products, eq(products.id, cardPaymentOrders.productId))
      .where(and(cardPaymentWhere(filters), olderThan(cardPaymentOrders.createdAt, cardPaymentOrders.id, after)))
      .orderBy(...newestFirstOrder(cardPaymentOrders.createdAt, cardPaymentOrders.id))
      .limit(size);
}

/**
 * The provider's dashboard page of a payment, for Airwallex only: its web app on the production or demo host,
 * following the API host the site is configured with.
 */
export function airwallexDashboardUrl(apiBaseUrl: string, paymentIntentId: string | null): string | null {
  if (!paymentIntentId) return null;
  const host = new URL(apiBaseUrl).hostname;
  const app = host === "api.airwallex.com" ? "https://www.airwallex.com" : "https://demo.airwallex.com";
  return `${app}/app/acquiring/payments/${encodeURIComponent(paymentIntentId)}`;
}
