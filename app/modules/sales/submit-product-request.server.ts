// The action behind the product sheet's quote/order form (issue 4 item 2): abuse checks, validation, then a lead
// (intent "quote") or an order (intent "order"). The route turns the outcome into a response.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Db } from "../../db/db.server.ts";
import type { Lang } from "../../db/schema/index.ts";
import { isHoneypotFilled } from "../abuse/honeypot.ts";
import { checkRateLimits } from "../abuse/rate-limit.server.ts";
import { limitScopeOf, submissionLimitRules } from "../abuse/submission-limits.ts";
import type { Env } from "../config/env.server.ts";
import { getProductSheet } from "../catalog/get-product-sheet.server.ts";
import { isMissingRequired, ProductRequestSchema } from "../catalog/product-request-schema.ts";
import { readOptionSelections, resolveOptions } from "../catalog/product-options.ts";
import { mailCompany } from "../mail/render-mail.server.tsx";
import { getSettings } from "../settings/settings.server.ts";
import { createLead } from "./create-lead.server.ts";
import { createOrder } from "./create-order.server.ts";
import { getLeadMailSettings } from "./lead-mail-settings.server.ts";
import { OrderError } from "./order-error.ts";

export type SubmitProductRequestOptions = {
  formData: FormData;
  productSlug: string;
  lang: Lang;
  clientIp: string;
  env: Pick<
    Env,
    "BUSINESS_EMAIL" | "PUBLIC_URL" | "COMPANY_NAME" | "COMPANY_BRN" | "COMPANY_ADDRESS" | "WHATSAPP_NUMBER"
  >;
};

export type SubmitProductRequestResult =
  /** `reply` goes back to Conform; `isMissingRequired` picks the spec's 'Champs requis manquants' toast. */
  | { kind: "invalid"; reply: SubmissionResult<string[]>; isMissingRequired: boolean }
  | { kind: "ignored" }
  | { kind: "rate-limited"; retryAfterSeconds: number; scope: "address" | "email" }
  | { kind: "quote-sent"; isDuplicate: boolean }
  | { kind: "order-created"; orderId: string; isDuplicate: boolean }
  | { kind: "order-refused"; error: OrderError };

export async function submitProductRequest(
  db: Db,
  options: SubmitProductRequestOptions,
): Promise<SubmitProductRequestResult> {
  const { formData, env } = options;
  // A bot filled the hidden field: answer like a success, write nothing.
  if (isHoneypotFilled(formData)) return { kind: "ignored" };
  const submission = parseWithZod(formData, { schema: ProductRequestSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    return { kind: "invalid", reply, isMissingRequired: isMissingRequired(reply.error ?? undefined) };
  }

  const value = submission.value;
  // Counted with the quote forms' submissions (ruling 13): per address, generous; per email, a repeated sender.
  const limit = await checkRateLimits(db, submissionLimitRules({ clientIp: options.clientIp, email: value.email }));
  if (!limit.isAllowed)
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds, scope: limitScopeOf(limit.refusedKey) };

  const customer = {
    email: value.email,
    fullName: value.full_name,
    phone: value.phone ?? null,
    company: value.company ?? null,
    location: value.location ?? null,
    taxId: value.taxId ?? null,
    address: value.address ?? null,
    deliveryAddress: value.deliveryAddress ?? null,
  };
  const settings = await getSettings(db);
  const product = await getProductSheet(db, { slug: options.productSlug, xpfPerUsd: settings.xpf_per_usd });
  if (!product) return { kind: "order-refused", error: new OrderError("PRODUCT_NOT_FOUND") };
  const selections = readOptionSelections(product.options, formData);

  if (value.intent === "quote") {
    const result = await createLead(db, {
      ...getLeadMailSettings(env),
      source: "product",
      customer,
      productSlug: product.slug,
      quantity: value.qty,
      projectType: value.projectType ?? null,
      // What the buyer wrote is the lead's message; `notes` are the administrator's own (Notes internes).
      message: value.notes ?? null,
      location: customer.location,
      options: resolveOptions(product.options, selections).chosen,
      lang: options.lang,
      clientIp: options.clientIp,
    });
    return { kind: "quote-sent", isDuplicate: result.isDuplicate };
  }

  try {
    const result = await createOrder(db, {
      productSlug: product.slug,
      customer,
      quantity: value.qty,
      selections,
      notes: value.notes ?? null,
      projectType: value.projectType ?? null,
      hasAcceptedTerms: value.acceptTerms === "on",
      submissionToken: value.submissionToken ?? null,
      lang: options.lang,
      clientIp: options.clientIp,
      notifyTo: env.BUSINESS_EMAIL,
      siteUrl: env.PUBLIC_URL,
      company: mailCompany(env),
    });
    return { kind: "order-created", orderId: result.orderId, isDuplicate: result.isDuplicate };
  } catch (error) {
    if (error instanceof OrderError) return { kind: "order-refused", error };
    throw error;
  }
}
