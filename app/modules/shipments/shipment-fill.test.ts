import { describe, expect, it } from "vitest";
import { capacityOf, computeFill, DEFAULT_CONTAINER_CAPACITIES } from "./shipment-fill.ts";

const excavators = {
  qty: 3,
  grossWeightGrams: 1_950_000,
  shippingUnitVolumeCm3: 8_855_000,
  packagesPerUnit: 1,
  unitsPerShippingUnit: 2,
};
const panels = {
  qty: 40,
  grossWeightGrams: 23_000,
  shippingUnitVolumeCm3: 2_508_000,
  packagesPerUnit: 1,
  unitsPerShippingUnit: 36,
};

describe("a shipment's fill", () => {
  it("adds volumes per shipping unit, weights per unit and packages, against a 20' container", () => {
    const fill = computeFill([excavators, panels], capacityOf("fcl_20", { volumeCm3: null, weightGrams: null }));
    // 2 shipping units of excavators + 2 pallets of panels; 3 × 1 950 kg + 40 × 23 kg.
    expect(fill).toMatchObject({
      volumeCm3: 2 * 8_855_000 + 2 * 2_508_000,
      grossWeightGrams: 5_850_000 + 920_000,
      packages: 4,
      capacity: DEFAULT_CONTAINER_CAPACITIES.fcl_20,
      volumePercent: 69,
      weightPercent: 24,
      isOverCapacity: false,
      incompleteOrders: 0,
    });
  });

  it("flags a container too small and counts the orders whose product lacks its facts", () => {
    const fill = computeFill(
      [
        { ...excavators, qty: 8 },
        { qty: 1, grossWeightGrams: null, shippingUnitVolumeCm3: null, packagesPerUnit: 1, unitsPerShippingUnit: 1 },
      ],
      capacityOf("fcl_20", { volumeCm3: null, weightGrams: null }),
    );
    expect(fill.isOverCapacity).toBe(true);
    expect(fill.incompleteOrders).toBe(1);
  });

  it("takes the shipment's own capacity, the settings' for a full container, none for LCL and air", () => {
    expect(capacityOf("fcl_40", { volumeCm3: 76_000_000, weightGrams: null })).toEqual({
      volumeCm3: 76_000_000,
      weightGrams: 26_500_000,
    });
    expect(capacityOf("lcl", { volumeCm3: null, weightGrams: null })).toEqual({ volumeCm3: null, weightGrams: null });
    const fill = computeFill([excavators], capacityOf("air", { volumeCm3: null, weightGrams: null }));
    expect([fill.volumePercent, fill.weightPercent, fill.isOverCapacity]).toEqual([null, null, false]);
  });
});
