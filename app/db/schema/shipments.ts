// Shipments (issue 30, DESIGN.md ruling 19): orders of several buyers that leave Hong Kong together in one container
// (or one air consignment). While an order is in a shipment, the shipment's status and dates drive its milestones.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, CURRENCIES, id, isOneOf, updatedAt } from "./columns.ts";
import { orders } from "./sales.ts";
import { SHIPMENT_MODES, SHIPMENT_STATUSES, SHIPMENT_FILE_KINDS } from "../../modules/shipments/statuses.ts";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/shipments/statuses.ts";

export const shipments = pgTable(
  "shipments",
  {
    id: id(),
    /** The owner's reference, e.g. EXP-2026-001; unique. */
    reference: text("reference").notNull(),
    mode: text("mode", { enum: SHIPMENT_MODES }).notNull().default("fcl_20"),
    status: text("status", { enum: SHIPMENT_STATUSES }).notNull().default("planned"),
    portOfLoading: text("port_of_loading").notNull().default("Hong Kong"),
    portOfDischarge: text("port_of_discharge").notNull().default("Papeete"),
    carrier: text("carrier"),
    vessel: text("vessel"),
    voyage: text("voyage"),
    containerNumber: text("container_number"),
    sealNumber: text("seal_number"),
    /** Bill of lading (sea) or air waybill (air) number. */
    transportDocumentNumber: text("transport_document_number"),
    /** Estimated (then actual) departure from the port of loading and arrival in Papeete, as Tahiti dates. */
    etd: date("etd", { mode: "string" }),
    eta: date("eta", { mode: "string" }),
    /** Freight and insurance of the whole shipment, in the minor unit of `currency`. */
    freightMinor: bigint("freight_minor", { mode: "number" }).notNull().default(0),
    insuranceMinor: bigint("insurance_minor", { mode: "number" }).notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("XPF"),
    /** Francs per unit of `currency`, stated on the customs documents for the XPF counter-value (null for XPF). */
    xpfRate: numeric("xpf_rate", { precision: 12, scale: 4, mode: "number" }),
    /** The container's capacity when it differs from the settings' figure for the mode. */
    capacityVolumeCm3: bigint("capacity_volume_cm3", { mode: "number" }),
    capacityWeightGrams: bigint("capacity_weight_grams", { mode: "number" }),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("shipments_mode_check", isOneOf(t.mode, SHIPMENT_MODES)),
    check("shipments_status_check", isOneOf(t.status, SHIPMENT_STATUSES)),
    check("shipments_currency_check", isOneOf(t.currency, CURRENCIES)),
    check("shipments_amounts_check", sql`${t.freightMinor} >= 0 and ${t.insuranceMinor} >= 0`),
    check("shipments_rate_check", sql`${t.xpfRate} is null or ${t.xpfRate} > 0`),
    check(
      "shipments_capacity_check",
      sql`coalesce(${t.capacityVolumeCm3}, 1) > 0 and coalesce(${t.capacityWeightGrams}, 1) > 0`,
    ),
    uniqueIndex("shipments_reference_unique").on(t.reference),
    index("shipments_created_idx").on(t.createdAt, t.id),
    index("shipments_status_idx").on(t.status, t.createdAt),
  ],
);

/** An order travels in at most one shipment; its purchase orders follow it (purchase_orders.order_id). */
export const shipmentOrders = pgTable(
  "shipment_orders",
  {
    id: id(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** Shipping marks written on the packages, printed on the packing list. */
    marks: text("marks"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shipment_orders_order_unique").on(t.orderId),
    index("shipment_orders_shipment_idx").on(t.shipmentId),
  ],
);

/** Files of a shipment, kept in the storage like media but served to the administrator only. */
export const shipmentFiles = pgTable(
  "shipment_files",
  {
    id: id(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SHIPMENT_FILE_KINDS }).notNull(),
    /** The storage key (never under the public /uploads prefix). */
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("shipment_files_kind_check", isOneOf(t.kind, SHIPMENT_FILE_KINDS)),
    check("shipment_files_size_check", sql`${t.byteSize} > 0`),
    index("shipment_files_shipment_idx").on(t.shipmentId, t.createdAt),
  ],
);
