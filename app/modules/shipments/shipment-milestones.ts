// What a shipment's status means for the milestones of every order in it (issue 30 item 3, ruling 19). Pure.
import type { OrderMilestone } from "../portal/statuses.ts";
import type { ShipmentStatus } from "./statuses.ts";
import { SHIPMENT_STATUSES } from "./statuses.ts";

/** The order milestones each status reaches, in their order; an order's own earlier steps stay as they are. */
export const STATUS_MILESTONES: Record<ShipmentStatus, readonly OrderMilestone[]> = {
  planned: [],
  loading: ["loaded"],
  departed: ["loaded", "at_sea"],
  arrived: ["loaded", "at_sea", "arrived"],
  cleared: ["loaded", "at_sea", "arrived", "customs_cleared"],
  delivered: ["loaded", "at_sea", "arrived", "customs_cleared", "delivered"],
};

export const statusIndex = (status: ShipmentStatus) => SHIPMENT_STATUSES.indexOf(status);

/** A status only moves forward; the same status again changes nothing. */
export const canMoveTo = (from: ShipmentStatus, to: ShipmentStatus) => statusIndex(to) >= statusIndex(from);
