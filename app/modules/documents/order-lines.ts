// An order's configuration as document lines whose total is exactly the order's amount (pure).
import type { ChosenOption } from "../sales/statuses.ts";
import type { DocumentLine } from "./document-lines.ts";

export type OrderForLines = {
  productSlug: string;
  productTitle: string | null;
  qty: number;
  amount: number;
  options: ChosenOption[];
  /** The catalogue's unit price with the chosen options, in the order's currency, when known. */
  unitPrice: number | null;
};

/** One chosen option as a French document line describes it: 'Couleur : Rouge'. */
export function optionLine(option: Pick<ChosenOption, "label" | "valueLabel">): string {
  return `${option.label} : ${option.valueLabel}`;
}

export type OrderLineLabels = { freight: string; quantityOf: (title: string, qty: number) => string };

/**
 * The product line (title and chosen options, quantity, unit price) and a freight line for the rest of the amount.
 * Without a usable unit price (product gone, price changed above the amount) one line carries the whole amount.
 */
export function buildOrderLines(order: OrderForLines, labels: OrderLineLabels): DocumentLine[] {
  const title = order.productTitle ?? order.productSlug;
  const options = order.options.map(optionLine);
  const description = [title, ...options].join("\n");
  const unit = order.unitPrice;
  if (unit !== null && unit > 0 && unit * order.qty <= order.amount) {
    const freight = order.amount - unit * order.qty;
    const lines: DocumentLine[] = [
      { productSlug: order.productSlug, description, qty: order.qty, unitPrice: unit, position: 0 },
    ];
    if (freight > 0)
      lines.push({ productSlug: null, description: labels.freight, qty: 1, unitPrice: freight, position: 1 });
    return lines;
  }
  if (order.amount % order.qty === 0) {
    return [
      { productSlug: order.productSlug, description, qty: order.qty, unitPrice: order.amount / order.qty, position: 0 },
    ];
  }
  const whole = [labels.quantityOf(title, order.qty), ...options].join("\n");
  return [{ productSlug: order.productSlug, description: whole, qty: 1, unitPrice: order.amount, position: 0 }];
}
