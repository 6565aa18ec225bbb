// What the commercial invoice and the packing list add up (issue 30 item 4), pure, from `ShipmentForDocuments`:
// each consignee's goods value, share of freight and insurance, CIF and its francs (allocate-charges.ts), weights,
// packages and volume, and the same for the whole container. A line's weights are per unit of product (times its
// quantity); its volume is per shipping unit (times the shipping units it fills).
import { computeShipmentCharges, type ConsigneeCharges } from "./allocate-charges.ts";
import type { CustomsConsignee, CustomsLine, ShipmentForDocuments } from "./customs-documents-data.ts";

export type CustomsQuantities = {
  packages: number;
  /** Null when a line of the set has no figure: a partial sum would mislead the broker. */
  netWeightGrams: number | null;
  grossWeightGrams: number | null;
  volumeCm3: number | null;
};

export type ConsigneeFigures = CustomsQuantities & { charges: ConsigneeCharges };

export type ShipmentFigures = {
  consignees: ConsigneeFigures[];
  total: ConsigneeFigures;
};

export function lineVolumeCm3(line: CustomsLine): number | null {
  const perUnit =
    line.shippingUnitVolumeCm3 ??
    (line.shippingUnitLengthMm && line.shippingUnitWidthMm && line.shippingUnitHeightMm
      ? Math.round((line.shippingUnitLengthMm * line.shippingUnitWidthMm * line.shippingUnitHeightMm) / 1000)
      : null);
  return perUnit === null ? null : perUnit * line.shippingUnits;
}

export function lineQuantities(line: CustomsLine): CustomsQuantities {
  return {
    packages: line.packages,
    netWeightGrams: line.netWeightGrams === null ? null : line.netWeightGrams * line.quantity,
    grossWeightGrams: line.grossWeightGrams === null ? null : line.grossWeightGrams * line.quantity,
    volumeCm3: lineVolumeCm3(line),
  };
}

function addQuantities(parts: CustomsQuantities[]): CustomsQuantities {
  const add = (key: "netWeightGrams" | "grossWeightGrams" | "volumeCm3") =>
    parts.reduce<number | null>((sum, part) => (sum === null || part[key] === null ? null : sum + part[key]), 0);
  return {
    packages: parts.reduce((sum, part) => sum + part.packages, 0),
    netWeightGrams: add("netWeightGrams"),
    grossWeightGrams: add("grossWeightGrams"),
    volumeCm3: add("volumeCm3"),
  };
}

export function consigneeGoodsMinor(consignee: CustomsConsignee): number {
  return consignee.lines.reduce((sum, line) => sum + line.totalMinor, 0);
}

export function consigneeQuantities(consignee: CustomsConsignee): CustomsQuantities {
  return addQuantities(consignee.lines.map(lineQuantities));
}

export function computeShipmentFigures(shipment: ShipmentForDocuments): ShipmentFigures {
  const charges = computeShipmentCharges({
    currency: shipment.currency,
    freightMinor: shipment.freightMinor,
    insuranceMinor: shipment.insuranceMinor,
    xpfRate: shipment.xpfRate,
    goodsMinor: shipment.consignees.map(consigneeGoodsMinor),
  });
  const quantities = shipment.consignees.map(consigneeQuantities);
  return {
    consignees: quantities.map((q, i) => ({ ...q, charges: charges.consignees[i]! })),
    total: { ...addQuantities(quantities), charges: charges.total },
  };
}

/** The consignee of `orderId` with its figures, or null when the order is not in the shipment. */
export function consigneeOf(shipment: ShipmentForDocuments, orderId: string) {
  const index = shipment.consignees.findIndex((c) => c.orderId === orderId);
  if (index < 0) return null;
  return { consignee: shipment.consignees[index]!, figures: computeShipmentFigures(shipment).consignees[index]! };
}
