import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers } from "../../db/schema/index.ts";
import type { BuyerIdentity } from "./buyer-identity.ts";

/**
 * Writes the fields the buyer filled in (null ones keep what is stored) and returns the names of those that changed,
 * for the caller's audit row (the values, personal data, stay out of the log).
 */
export async function completeCustomerIdentity(
  tx: DbExecutor,
  customerId: string,
  identity: BuyerIdentity,
): Promise<string[]> {
  const [before] = await tx
    .select({ taxId: customers.taxId, address: customers.address, deliveryAddress: customers.deliveryAddress })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!before) return [];
  const keys = ["taxId", "address", "deliveryAddress"] as const;
  const changed = keys.filter((key) => identity[key] !== null && identity[key] !== before[key]);
  if (changed.length === 0) return [];
  await tx
    .update(customers)
    .set(Object.fromEntries(changed.map((key) => [key, identity[key]])))
    .where(eq(customers.id, customerId));
  return changed;
}
