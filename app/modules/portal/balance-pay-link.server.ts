// The balance invoice's email carries the way to pay it online (issue 26 item 4): a new private link to the order's
// page, where 'Payer le solde' is. Any other document gets none.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices } from "../../db/schema/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { createCustomerLink } from "./customer-links.server.ts";
import { portalUrl } from "./portal-paths.ts";

export async function balancePayUrl(
  db: DbExecutor,
  options: { invoiceId: string; publicUrl: string; lang: Locale },
): Promise<string | null> {
  const [invoice] = await db
    .select({ kind: invoices.kind, orderId: invoices.orderId })
    .from(invoices)
    .where(eq(invoices.id, options.invoiceId));
  if (invoice?.kind !== "balance" || !invoice.orderId) return null;
  const token = await createCustomerLink(db, { kind: "order", orderId: invoice.orderId });
  return portalUrl(options.publicUrl, options.lang, "order", token);
}
