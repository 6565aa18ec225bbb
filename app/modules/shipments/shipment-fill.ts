// How full a shipment is (issue 30 item 2): the volume, gross weight and packages of its orders against the
// container's capacity. Pure: the detail page and the tests read the same figures. Volumes in cm³, weights in grams.
import type { ShipmentMode } from "./statuses.ts";

/** Usual inner figures of a dry container (reference/shipments.md), the settings' defaults. */
export const DEFAULT_CONTAINER_CAPACITIES = {
  fcl_20: { volumeCm3: 33_000_000, weightGrams: 28_000_000 },
  fcl_40: { volumeCm3: 67_000_000, weightGrams: 26_500_000 },
} as const;
export type ContainerCapacities = Record<"fcl_20" | "fcl_40", { volumeCm3: number; weightGrams: number }>;
export type Capacity = { volumeCm3: number | null; weightGrams: number | null };

/** One order as the fill counts it: its quantity and its product's facts per unit. */
export type FillOrder = {
  qty: number;
  grossWeightGrams: number | null;
  shippingUnitVolumeCm3: number | null;
  packagesPerUnit: number;
  unitsPerShippingUnit: number;
};

export type ShipmentFill = {
  volumeCm3: number;
  grossWeightGrams: number;
  packages: number;
  capacity: Capacity;
  /** Whole percentages of the capacity, null when the mode has none. */
  volumePercent: number | null;
  weightPercent: number | null;
  isOverCapacity: boolean;
  /** Orders whose product lacks a volume or a weight: their share is missing from the figures. */
  incompleteOrders: number;
};

/** The shipment's own figure when set, else the settings' for a full container; LCL and air have none. */
export function capacityOf(
  mode: ShipmentMode,
  own: Capacity,
  settings: ContainerCapacities = DEFAULT_CONTAINER_CAPACITIES,
): Capacity {
  const fixed = mode === "fcl_20" || mode === "fcl_40" ? settings[mode] : null;
  return {
    volumeCm3: own.volumeCm3 ?? fixed?.volumeCm3 ?? null,
    weightGrams: own.weightGrams ?? fixed?.weightGrams ?? null,
  };
}

/** Shipping units an order fills: its quantity over how many units one holds, rounded up (ruling 11). */
export const shippingUnitsOf = (order: Pick<FillOrder, "qty" | "unitsPerShippingUnit">) =>
  Math.ceil(order.qty / Math.max(1, order.unitsPerShippingUnit));

export function computeFill(orders: readonly FillOrder[], capacity: Capacity): ShipmentFill {
  let volumeCm3 = 0;
  let grossWeightGrams = 0;
  let packages = 0;
  let incompleteOrders = 0;
  for (const order of orders) {
    const units = shippingUnitsOf(order);
    volumeCm3 += units * (order.shippingUnitVolumeCm3 ?? 0);
    grossWeightGrams += order.qty * (order.grossWeightGrams ?? 0);
    packages += units * order.packagesPerUnit;
    if (order.shippingUnitVolumeCm3 === null || order.grossWeightGrams === null) incompleteOrders += 1;
  }
  const percent = (used: number, of: number | null) => (of === null ? null : Math.round((used * 100) / of));
  const volumePercent = percent(volumeCm3, capacity.volumeCm3);
  const weightPercent = percent(grossWeightGrams, capacity.weightGrams);
  return {
    volumeCm3,
    grossWeightGrams,
    packages,
    capacity,
    volumePercent,
    weightPercent,
    isOverCapacity:
      (capacity.volumeCm3 !== null && volumeCm3 > capacity.volumeCm3) ||
      (capacity.weightGrams !== null && grossWeightGrams > capacity.weightGrams),
    incompleteOrders,
  };
}
