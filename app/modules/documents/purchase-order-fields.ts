import type { PurchaseOrderStatus } from "./statuses.ts";

/** What the purchase-order editor sets; lines are passed apart (quantity step 0.01, unit cost in minor units). */
export type PurchaseOrderFields = {
  supplierId?: string | null;
  status?: PurchaseOrderStatus;
  currency?: string;
  notes?: string | null;
  incoterm?: string | null;
  shipTo?: string | null;
};
