// The customer page's form: name, phone, company, location, numéro TAHITI, billing and delivery addresses, checked with the public forms' limits and audited.
// The email is the customer's identity (one row per email) and is not edited here.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/db.server.ts";
import { customers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { CustomerFormSchema } from "./admin-customer-schema.ts";

export type CustomerFields = z.infer<typeof CustomerFormSchema>;
export type UpdateCustomerOptions = { customerId: string; fields: CustomerFields; actor: string };

const EDITABLE = ["fullName", "phone", "company", "location", "taxId", "address", "deliveryAddress"] as const;

/**
 * Writes the fields (an empty one clears it); the audit row names the fields that changed, not their values
 * (personal data stays out of the log). False when the customer does not exist.
 */
export function updateCustomer(db: Db, { customerId, fields, actor }: UpdateCustomerOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        fullName: customers.fullName,
        phone: customers.phone,
        company: customers.company,
        location: customers.location,
        taxId: customers.taxId,
        address: customers.address,
        deliveryAddress: customers.deliveryAddress,
        remindersEnabled: customers.remindersEnabled,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (!before) return false;
    const next = Object.fromEntries(EDITABLE.map((key) => [key, fields[key] || null])) as Record<
      (typeof EDITABLE)[number],
      string | null
    >;
    const remindersEnabled = fields.remindersSwitch ? fields.remindersEnabled === "on" : before.remindersEnabled;
    const changed: string[] = EDITABLE.filter((key) => before[key] !== next[key]);
    if (remindersEnabled !== before.remindersEnabled) changed.push("remindersEnabled");
    if (changed.length === 0) return true;
    await tx
      .update(customers)
      .set({ ...next, remindersEnabled })
      .where(eq(customers.id, customerId));
    await recordAudit(tx, {
      actor,
      action: "customer.update",
      entity: "customer",
      entityId: customerId,
      summary: changed.includes("remindersEnabled") ? { fields: changed, remindersEnabled } : { fields: changed },
    });
    return true;
  });
}
