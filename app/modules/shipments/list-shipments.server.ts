// The shipments list (issue 30 items 2 and 5): filtered, sorted, counted and paged in SQL like the other lists, with
// each shipment's count of orders read for its page only.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { shipmentOrders, shipments } from "../../db/schema/index.ts";
import { containsText, listPage } from "../lists/list-page.server.ts";
import type { ListParams } from "../lists/list-params.ts";
import type { SHIPMENT_LIST_SPEC } from "./shipment-list-spec.ts";

type Spec = typeof SHIPMENT_LIST_SPEC;
export type ShipmentListParams = ListParams<Spec["sortable"][number], Spec["filters"]>;

/** Status in the order a shipment lives through it, so sorting by status follows the journey. */
const statusRank = sql<number>`array_position(array['planned','loading','departed','arrived','cleared','delivered']::text[], ${shipments.status})`;

export async function listShipments(db: DbExecutor, params: ShipmentListParams) {
  const { q, status } = params.filters;
  const where = and(
    containsText(q, [
      shipments.reference,
      shipments.vessel,
      shipments.containerNumber,
      shipments.transportDocumentNumber,
    ]),
    status ? eq(shipments.status, status) : undefined,
  );
  const query = db
    .select({
      id: shipments.id,
      reference: shipments.reference,
      mode: shipments.mode,
      status: shipments.status,
      vessel: shipments.vessel,
      containerNumber: shipments.containerNumber,
      etd: shipments.etd,
      eta: shipments.eta,
      createdAt: shipments.createdAt,
    })
    .from(shipments)
    .where(where)
    .$dynamic();
  const page = await listPage(db, query, {
    params,
    sortColumns: {
      created: shipments.createdAt,
      reference: shipments.reference,
      etd: shipments.etd,
      eta: shipments.eta,
      status: statusRank,
    },
    tiebreaker: shipments.id,
  });
  const ids = page.rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ shipmentId: shipmentOrders.shipmentId, orders: count() })
          .from(shipmentOrders)
          .where(inArray(shipmentOrders.shipmentId, ids))
          .groupBy(shipmentOrders.shipmentId);
  const byId = new Map(counts.map((row) => [row.shipmentId, Number(row.orders)]));
  return { ...page, rows: page.rows.map((row) => ({ ...row, orders: byId.get(row.id) ?? 0 })) };
}
