import type { Db, DbTransaction } from "../../db/db.server.ts";
import { DEFAULT_INCOTERM } from "../../db/schema/catalog.ts";
import { purchaseOrders } from "../../db/schema/purchasing.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getSettings } from "../settings/settings.server.ts";
import { requireDocumentCurrency } from "./document-currency.ts";
import { computeTotals, normalizeLines, type DocumentLineInput } from "./document-lines.ts";
import { replacePurchaseOrderLines } from "./purchase-order-lines.server.ts";
import type { PurchaseOrderFields } from "./purchase-order-fields.ts";
import { optionalText } from "./quote-fields.ts";
import { requireSupplier } from "./require-supplier.server.ts";
import { takeDocumentNumber } from "./take-document-number.server.ts";

export type CreatePurchaseOrderOptions = PurchaseOrderFields & {
  db: Db;
  actor: string;
  lines?: DocumentLineInput[];
  orderId?: string | null;
  now?: Date;
};

export type CreatedPurchaseOrder = { id: string; number: string; total: number };

/** A purchase order: draft, USD, incoterm 'CNF Papeete' and the ship-to of the settings unless told otherwise. */
export async function createPurchaseOrder(options: CreatePurchaseOrderOptions): Promise<CreatedPurchaseOrder> {
  return options.db.transaction((tx) => insertPurchaseOrder(tx, options));
}

/** The same inside an open transaction (used from an order). */
export async function insertPurchaseOrder(
  tx: DbTransaction,
  options: Omit<CreatePurchaseOrderOptions, "db">,
): Promise<CreatedPurchaseOrder> {
  const { actor, now = new Date() } = options;
  const currency = requireDocumentCurrency(options.currency, "USD");
  const lines = normalizeLines(options.lines ?? []);
  const total = computeTotals(lines).total;
  if (options.supplierId) await requireSupplier(tx, options.supplierId);
  const shipTo = optionalText(options.shipTo) ?? (await getSettings(tx)).purchase_order_ship_to;
  const number = await takeDocumentNumber({ tx, type: "purchase_order", now });
  const [row] = await tx
    .insert(purchaseOrders)
    .values({
      number,
      supplierId: options.supplierId ?? null,
      orderId: options.orderId ?? null,
      status: options.status ?? "draft",
      currency,
      total,
      notes: optionalText(options.notes) ?? null,
      incoterm: optionalText(options.incoterm) ?? DEFAULT_INCOTERM,
      shipTo,
    })
    .returning({ id: purchaseOrders.id });
  if (!row) throw new Error("purchase order insert returned no row");
  await replacePurchaseOrderLines(tx, { id: row.id, currency }, lines);
  await recordAudit(tx, {
    actor,
    action: "purchase_order.create",
    entity: "purchase_order",
    entityId: row.id,
    summary: { number, total, currency, supplierId: options.supplierId ?? null, orderId: options.orderId ?? null },
  });
  return { id: row.id, number, total };
}
