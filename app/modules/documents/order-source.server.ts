// What documents made from an order need of it, read under a lock on the order row so two clicks make one document.
import { and, eq, ne } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { products } from "../../db/schema/catalog.ts";
import { invoices, type InvoiceKind } from "../../db/schema/documents.ts";
import { orders } from "../../db/schema/sales.ts";
import { PRODUCT_PRICE_COLUMNS } from "../catalog/product-price-columns.server.ts";
import { computeProductPrice } from "../catalog/pricing.ts";
import { getSettings } from "../settings/settings.server.ts";
import { DocumentError } from "./document-error.ts";
import type { DocumentLine } from "./document-lines.ts";
import { getDocumentT } from "./document-text.server.ts";
import { configuredUnitXpf } from "./line-product-price.ts";
import { buildOrderLines, type OrderLineLabels } from "./order-lines.ts";

export async function lockOrderForDocuments(tx: DbTransaction, orderId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      customerId: orders.customerId,
      productId: orders.productId,
      productSlug: orders.productSlug,
      qty: orders.qty,
      amount: orders.amount,
      currency: orders.currency,
      depositRatio: orders.depositRatio,
      status: orders.status,
      options: orders.options,
      lang: orders.lang,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentReference,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) throw new DocumentError("ORDER_NOT_FOUND");
  const [product] = order.productId
    ? await tx
        .select({
          title: products.title,
          leadtime: products.leadtime,
          incoterm: products.incoterm,
          supplierName: products.supplierName,
          ...PRODUCT_PRICE_COLUMNS,
        })
        .from(products)
        .where(eq(products.id, order.productId))
    : [];
  return { ...order, product: product ?? null };
}

export type OrderSource = Awaited<ReturnType<typeof lockOrderForDocuments>>;

/** The words of an order's lines on a document: the freight line, and 'N × product' when one line holds all. */
export function orderLineLabels(): OrderLineLabels {
  const t = getDocumentT();
  return { freight: t("lines.freight"), quantityOf: (title, qty) => t("lines.quantityOf", { title, qty }) };
}

/** The order's configuration as lines totalling its amount (the catalogue's unit price is used for XPF orders). */
export async function orderDocumentLines(tx: DbTransaction, order: OrderSource): Promise<DocumentLine[]> {
  let unitPrice: number | null = null;
  if (order.product && order.currency === "XPF") {
    const { xpf_per_usd } = await getSettings(tx);
    unitPrice = configuredUnitXpf(computeProductPrice(order.product, xpf_per_usd).baseXpf, order.options);
  }
  return buildOrderLines(
    {
      productSlug: order.productSlug,
      productTitle: order.product?.title ?? null,
      qty: order.qty,
      amount: order.amount,
      options: order.options,
      unitPrice,
    },
    orderLineLabels(),
  );
}

/**
 * Refuses a full invoice for an order its invoices already cover (ORDER_ALREADY_INVOICED, naming them): any
 * deposit, balance or full invoice of the order that is not cancelled. Call it with the order row locked.
 */
export async function refuseInvoicedOrder(tx: DbTransaction, orderId: string): Promise<void> {
  const rows = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.status, "cancelled")))
    .orderBy(invoices.number);
  if (rows.length === 0) return;
  const numbers = rows.map((row) => row.number).join(", ");
  throw new DocumentError("ORDER_ALREADY_INVOICED", `order ${orderId} has ${numbers}`, { params: { numbers } });
}

/** The order's invoice of `kind` that is not cancelled, if any. */
export async function findOrderInvoice(tx: DbTransaction, orderId: string, kind: InvoiceKind) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      amountTotal: invoices.amountTotal,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), ne(invoices.status, "cancelled")))
    .limit(1);
  return invoice ?? null;
}
