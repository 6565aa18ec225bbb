import { describe, expect, it } from "vitest";
import { computeTotals } from "./document-lines.ts";
import { buildOrderLines, type OrderForLines } from "./order-lines.ts";

const labels = { freight: "Fret", quantityOf: (title: string, qty: number) => `${title} × ${qty}` };
const order: OrderForLines = {
  productSlug: "kit-solaire",
  productTitle: "Kit solaire 5 kW",
  qty: 3,
  amount: 1_000_000,
  options: [{ code: "c", label: "Couleur", valueCode: "n", valueLabel: "Noir", priceDelta: 0 }],
  unitPrice: 300_000,
};

describe("order lines", () => {
  it("carry the product with its options and the freight, totalling the order's amount", () => {
    const lines = buildOrderLines(order, labels);
    expect(lines.map((l) => [l.description, l.qty, l.unitPrice])).toEqual([
      ["Kit solaire 5 kW\nCouleur : Noir", 3, 300_000],
      ["Fret", 1, 100_000],
    ]);
    expect(computeTotals(lines).total).toBe(1_000_000);
  });

  it("fall back to one line when the unit price no longer fits the amount", () => {
    const lines = buildOrderLines({ ...order, unitPrice: 400_000, amount: 1_000_001 }, labels);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      qty: 1,
      unitPrice: 1_000_001,
      description: "Kit solaire 5 kW × 3\nCouleur : Noir",
    });
    expect(buildOrderLines({ ...order, unitPrice: null, amount: 999_999 }, labels)[0]).toMatchObject({
      qty: 3,
      unitPrice: 333_333,
    });
  });
});
