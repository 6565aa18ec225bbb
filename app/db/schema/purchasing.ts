// Purchasing: suppliers and the purchase orders sent to them, with their lines (numbered BPE-PO-YYYY-NNNNN from
// document_counters, documents.ts). A supplier named on a purchase order cannot be deleted.
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_INCOTERM } from "./catalog.ts";
import { createdAt, CURRENCIES, id, isOneOf, timestamptz, updatedAt } from "./columns.ts";
import { orders } from "./sales.ts";
import { PURCHASE_ORDER_STATUSES, SUPPLIER_LANGUAGES } from "../../modules/documents/statuses.ts";

export const suppliers = pgTable(
  "suppliers",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    website: text("website"),
    notes: text("notes"),
    language: text("language", { enum: SUPPLIER_LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("suppliers_name_check", sql`${t.name} <> ''`),
    check("suppliers_language_check", isOneOf(t.language, SUPPLIER_LANGUAGES)),
    index("suppliers_name_idx").on(t.name),
  ],
);

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: id(),
    number: text("number").notNull().unique(),
    // restrict: a supplier named on purchase orders cannot be deleted (the action says so first).
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    status: text("status", { enum: PURCHASE_ORDER_STATUSES }).notNull().default("draft"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /** In the minor unit of `currency`. */
    total: integer("total").notNull().default(0),
    notes: text("notes"),
    incoterm: text("incoterm").notNull().default(DEFAULT_INCOTERM),
    shipTo: text("ship_to"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("purchase_orders_status_check", isOneOf(t.status, PURCHASE_ORDER_STATUSES)),
    check("purchase_orders_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("purchase_orders_total_check", sql`${t.total} >= 0`),
    check("purchase_orders_number_check", sql`${t.number} ~ '^BPE-PO-[0-9]{4}-[0-9]{5,}$'`),
    index("purchase_orders_created_idx").on(t.createdAt),
    index("purchase_orders_status_idx").on(t.status, t.createdAt),
    index("purchase_orders_supplier_idx").on(t.supplierId),
    index("purchase_orders_order_idx").on(t.orderId),
  ],
);

export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: id(),
    poId: uuid("po_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    productSlug: text("product_slug"),
    description: text("description").notNull().default(""),
    /** Step 0.01 in the editor (back-office §5). */
    qty: numeric("qty", { precision: 12, scale: 2, mode: "number" }).notNull().default(1),
    /** In the minor unit of `currency`. */
    unitCost: integer("unit_cost").notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("purchase_order_lines_qty_check", sql`${t.qty} >= 0`),
    check("purchase_order_lines_unit_cost_check", sql`${t.unitCost} >= 0`),
    check("purchase_order_lines_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("purchase_order_lines_position_check", sql`${t.position} >= 0`),
    index("purchase_order_lines_po_idx").on(t.poId, t.position),
  ],
);
