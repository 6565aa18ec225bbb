import { createHash } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customers, orders, type Lang } from "../../db/schema/index.ts";
import { getProductSheet } from "../catalog/get-product-sheet.server.ts";
import { priceConfiguration } from "../catalog/price-configuration.ts";
import type { OptionSelections } from "../catalog/product-options.ts";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { getSettings } from "../settings/settings.server.ts";
import { DUPLICATE_WINDOW_MS } from "./lead-fingerprint.server.ts";
import { OrderError } from "./order-error.ts";
import { queueOrderMails } from "./queue-order-mails.server.tsx";
import { termsVersionOf } from "./terms-version.server.ts";
import { upsertCustomer, type UpsertCustomerOptions } from "./upsert-customer.server.ts";
import { emptyToNull } from "../forms/empty-to-null.ts";

export type CreateOrderOptions = {
  productSlug: string;
  customer: UpsertCustomerOptions;
  quantity: number;
  /** Chosen value codes per option code, as sent; checked against the product's options. */
  selections: OptionSelections;
  notes?: string | null;
  projectType?: string | null;
  /** The buyer ticked the terms-of-sale box (checked by the form's schema too). */
  hasAcceptedTerms: boolean;
  /** The form's per-render token: the same token and content make one order, even from a double click. */
  submissionToken?: string | null;
  lang: Lang;
  clientIp: string;
  /** The business mailbox of the environment (BUSINESS_EMAIL), used when the settings name no contact email. */
  notifyTo: string;
  /** Public base URL (env PUBLIC_URL) for the links in the emails. */
  siteUrl: string;
  company: MailCompany;
};

export type CreateOrderResult = { orderId: string; isDuplicate: boolean; amountXpf: number };

/**
 * Registers an order from a product sheet: the amount is computed here from the catalogue (price, chosen options,
 * quantity, freight per shipping unit; anything the browser sent is ignored), with the deposit ratio of the settings.
 * Customer, order and the two emails are written in one transaction. The same form sent twice (same token and
 * content) returns the first order; without a token, the same pending order within a minute does.
 * Throws OrderError for an unknown or unpriced product, missing required options, a quantity above the bound and
 * terms not accepted.
 */
export async function createOrder(db: Db, options: CreateOrderOptions): Promise<CreateOrderResult> {
  if (!options.hasAcceptedTerms) throw new OrderError("TERMS_NOT_ACCEPTED");
  const settings = await getSettings(db);
  const product = await getProductSheet(db, { slug: options.productSlug, xpfPerUsd: settings.xpf_per_usd });
  if (!product) throw new OrderError("PRODUCT_NOT_FOUND");
  if (product.price.isOnQuote) throw new OrderError("PRODUCT_ON_QUOTE");
  const priced = priceConfiguration(
    {
      options: product.options,
      baseXpf: product.price.baseXpf,
      freightXpf: product.price.freightXpf,
      shipping: product.price.shipping,
    },
    options.quantity,
    options.selections,
  );
  if (!priced.isQuantityAllowed) throw new OrderError("QUANTITY_TOO_LARGE");
  if (priced.missingRequired.length > 0) {
    throw new OrderError(
      "OPTIONS_REQUIRED",
      priced.missingRequired.map((option) => option.label),
    );
  }
  const { quantity: qty, total } = priced;
  const email = options.customer.email.trim().toLowerCase();
  const notes = emptyToNull(options.notes);
  const projectType = emptyToNull(options.projectType);
  const token = emptyToNull(options.submissionToken);
  const submissionKey = token
    ? createHash("sha256")
        .update(JSON.stringify([token, email, product.slug, qty, priced.chosen, notes]))
        .digest("hex")
    : null;

  return db.transaction(async (tx) => {
    // Two identical submissions at once wait for each other here, so the second one finds the first order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${email}:${product.slug}`}))`);
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        submissionKey
          ? eq(orders.submissionKey, submissionKey)
          : and(
              eq(customers.email, email),
              eq(orders.productSlug, product.slug),
              eq(orders.qty, qty),
              eq(orders.amount, total.totalXpf),
              // A paid or cancelled order is never handed back for a new submission.
              eq(orders.status, "pending"),
              sql`${orders.submissionKey} is null`,
              sql`${orders.options} = ${JSON.stringify(priced.chosen)}::jsonb`,
              sql`${orders.notes} is not distinct from ${notes}`,
              gt(orders.createdAt, sql`now() - (${DUPLICATE_WINDOW_MS}::double precision * interval '1 millisecond')`),
            ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (existing) return { orderId: existing.id, isDuplicate: true, amountXpf: total.totalXpf };

    const customer = await upsertCustomer(tx, { ...options.customer, email });
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: customer.id,
        productId: product.id,
        productSlug: product.slug,
        qty,
        amount: total.totalXpf,
        currency: "XPF",
        depositRatio: settings.deposit_ratio,
        status: "pending",
        options: priced.chosen,
        notes,
        projectType,
        lang: options.lang,
        shippingUnit: priced.shipping.unit,
        shippingUnitCount: total.shippingUnits,
        freightXpf: total.freightXpf,
        termsAcceptedAt: new Date(),
        termsVersion: termsVersionOf(settings),
        submissionKey,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!order) throw new Error("order insert returned no row");
    await queueOrderMails(tx, {
      orderId: order.id,
      createdAt: order.createdAt,
      customer: { ...options.customer, email },
      productId: product.id,
      productSlug: product.slug,
      productTitle: product.title,
      qty,
      unitXpf: total.unitXpf,
      freightXpf: total.freightXpf,
      shipping: { unit: priced.shipping.unit, count: total.shippingUnits },
      amountXpf: total.totalXpf,
      depositRatio: settings.deposit_ratio,
      options: priced.chosen,
      notes,
      projectType,
      lang: options.lang,
      clientIp: options.clientIp,
      notifyTo: options.notifyTo,
      siteUrl: options.siteUrl,
      company: options.company,
    });
    return { orderId: order.id, isDuplicate: false, amountXpf: total.totalXpf };
  });
}
