import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { type ChosenOption, type Lang, type LeadSource, leads } from "../../db/schema/index.ts";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { DUPLICATE_WINDOW_MS, getDedupeHash, getLeadFingerprint } from "./lead-fingerprint.server.ts";
import { queueLeadMails } from "./queue-lead-mails.server.tsx";
import { upsertCustomer, type UpsertCustomerOptions } from "./upsert-customer.server.ts";
import { emptyToNull } from "../forms/empty-to-null.ts";

export type CreateLeadOptions = {
  source: LeadSource;
  customer: UpsertCustomerOptions;
  productSlug?: string | null;
  /** The quantity on the product sheet (product quote requests): named in the emails, not stored. */
  quantity?: number | null;
  projectType?: string | null;
  message?: string | null;
  location?: string | null;
  options?: ChosenOption[] | null;
  /** Language the visitor used: the acknowledgement is written in it. */
  lang: Lang;
  clientIp: string;
  /** The business mailbox of the environment (BUSINESS_EMAIL), used when the settings name no contact email. */
  notifyTo: string;
  /** Public base URL of the site (env PUBLIC_URL); the notification links to `${adminUrl}/admin/leads/{id}`. */
  adminUrl: string;
  /** Company block of the emails' footer (env COMPANY_*); the configured defaults when left out. */
  company?: MailCompany;
};

export type CreateLeadResult = { leadId: string; isDuplicate: boolean };

/**
 * Stores a quote request: upserts the customer, inserts the lead (status new) and queues the business notification
 * and the visitor's acknowledgement, all in one transaction. The same submission again within a minute returns the
 * first lead with `isDuplicate` and writes nothing.
 */
export async function createLead(db: Db, options: CreateLeadOptions): Promise<CreateLeadResult> {
  const fingerprint = getLeadFingerprint({
    source: options.source,
    ...options.customer,
    productSlug: options.productSlug,
    projectType: options.projectType,
    message: options.message,
    location: options.location ?? options.customer.location,
    options: options.options,
  });
  return db.transaction(async (tx) => {
    // Two identical requests at the same moment wait for each other here, so the second one sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${fingerprint}`}))`);
    const now = Date.now();
    const hash = getDedupeHash(fingerprint, now);
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          inArray(leads.dedupeHash, [hash, getDedupeHash(fingerprint, now - DUPLICATE_WINDOW_MS)]),
          gt(leads.createdAt, sql`now() - (${DUPLICATE_WINDOW_MS}::double precision * interval '1 millisecond')`),
        ),
      )
      .limit(1);
    if (existing) return { leadId: existing.id, isDuplicate: true };

    const customer = await upsertCustomer(tx, options.customer);
    const [inserted] = await tx
      .insert(leads)
      .values({
        customerId: customer.id,
        source: options.source,
        status: "new",
        productSlug: emptyToNull(options.productSlug),
        projectType: emptyToNull(options.projectType),
        message: emptyToNull(options.message),
        location: emptyToNull(options.location ?? options.customer.location),
        options: options.options && options.options.length > 0 ? options.options : null,
        lang: options.lang,
        dedupeHash: hash,
      })
      .onConflictDoNothing({ target: leads.dedupeHash })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!inserted) {
      const [winner] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.dedupeHash, hash)).limit(1);
      if (!winner) throw new Error("lead insert conflicted but no lead has its hash");
      return { leadId: winner.id, isDuplicate: true };
    }
    await queueLeadMails(tx, {
      leadId: inserted.id,
      createdAt: inserted.createdAt,
      source: options.source,
      customer: options.customer,
      productSlug: options.productSlug ?? null,
      quantity: options.quantity ?? null,
      projectType: options.projectType ?? null,
      message: options.message ?? null,
      location: options.location ?? options.customer.location ?? null,
      options: options.options ?? [],
      lang: options.lang,
      clientIp: options.clientIp,
      notifyTo: options.notifyTo,
      adminUrl: options.adminUrl,
      company: options.company,
    });
    return { leadId: inserted.id, isDuplicate: false };
  });
}
