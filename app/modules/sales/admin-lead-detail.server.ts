import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers, leads } from "../../db/schema/index.ts";
import { LEAD_PRODUCT_TITLE } from "./admin-lead-list.server.ts";

/** Everything the visitor sent with a lead, and its customer, for the detail dialog; null when it does not exist. */
export async function getAdminLead(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
      status: leads.status,
      source: leads.source,
      productSlug: leads.productSlug,
      productTitle: LEAD_PRODUCT_TITLE,
      projectType: leads.projectType,
      message: leads.message,
      location: leads.location,
      options: leads.options,
      notes: leads.notes,
      lang: leads.lang,
      customer: {
        id: customers.id,
        email: customers.email,
        name: customers.fullName,
        phone: customers.phone,
        company: customers.company,
        location: customers.location,
      },
    })
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .where(eq(leads.id, id))
    .limit(1);
  return row ?? null;
}

export type AdminLead = NonNullable<Awaited<ReturnType<typeof getAdminLead>>>;
