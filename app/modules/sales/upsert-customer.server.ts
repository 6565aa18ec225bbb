import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers } from "../../db/schema/index.ts";

export type UpsertCustomerOptions = {
  email: string;
  fullName: string;
  phone?: string | null;
  company?: string | null;
  location?: string | null;
  /** Numéro TAHITI, already checked and normalised (tahiti-number.ts). */
  taxId?: string | null;
  /** Billing (postal) address. */
  address?: string | null;
  deliveryAddress?: string | null;
};

/**
 * Finds the customer by lower-cased email or creates it; fields given non-empty replace the stored ones, empty or
 * missing fields keep what is stored. Safe against two requests at once (insert … on conflict).
 */
export async function upsertCustomer(db: DbExecutor, options: UpsertCustomerOptions): Promise<{ id: string }> {
  const email = options.email.trim().toLowerCase();
  const values = {
    email,
    fullName: clean(options.fullName),
    phone: clean(options.phone),
    company: clean(options.company),
    location: clean(options.location),
    taxId: clean(options.taxId),
    address: clean(options.address),
    deliveryAddress: clean(options.deliveryAddress),
  };
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        fullName: sql`coalesce(excluded.full_name, ${customers.fullName})`,
        phone: sql`coalesce(excluded.phone, ${customers.phone})`,
        company: sql`coalesce(excluded.company, ${customers.company})`,
        location: sql`coalesce(excluded.location, ${customers.location})`,
        taxId: sql`coalesce(excluded.tax_id, ${customers.taxId})`,
        address: sql`coalesce(excluded.address, ${customers.address})`,
        deliveryAddress: sql`coalesce(excluded.delivery_address, ${customers.deliveryAddress})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("customer upsert returned no row");
  return { id: row.id };
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
