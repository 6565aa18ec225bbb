import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import type { BuyerSnapshot } from "../../db/schema/documents.ts";
import { customers } from "../../db/schema/sales.ts";
import { DocumentError } from "./document-error.ts";

/** The customer as an invoice prints it, or null without a customer; throws CUSTOMER_NOT_FOUND for an unknown id. */
export async function getBuyerSnapshot(
  db: DbExecutor,
  customerId: string | null | undefined,
): Promise<BuyerSnapshot | null> {
  if (!customerId) return null;
  const [customer] = await db
    .select({
      name: customers.fullName,
      company: customers.company,
      email: customers.email,
      phone: customers.phone,
      address: customers.address,
      deliveryAddress: customers.deliveryAddress,
      location: customers.location,
      taxId: customers.taxId,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new DocumentError("CUSTOMER_NOT_FOUND");
  return customer;
}
