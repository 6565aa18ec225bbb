// The quote/order form of the product sheet (storefront §3, §5; issue 4 item 2), checked in the browser by Conform
// and again on the server. Messages are keys of the `product` catalog (a field too long: the `forms` one).
import { z } from "zod";
import { MAX_ORDER_QUANTITY, normalizeQuantity } from "./pricing.ts";
import { FIELD_LIMITS, FIELD_TOO_LONG } from "../forms/field-limits.ts";
import { isTahitiNumberOrEmpty, normalizeTahitiNumber } from "../sales/tahiti-number.ts";
import { PRODUCT_REQUEST_INTENTS, PROJECT_TYPES } from "./product-request-fields.ts";

export {
  isMissingRequired,
  PRODUCT_REQUEST_INTENTS,
  PROJECT_TYPES,
  type ProductRequestIntent,
  type ProjectType,
} from "./product-request-fields.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: FIELD_TOO_LONG })
    .optional()
    .transform((value) => (value ? value : undefined));

export const ProductRequestSchema = z
  .object({
    intent: z.enum(PRODUCT_REQUEST_INTENTS, { error: "form.errors.unknownIntent" }),
    email: z
      .string({ error: "form.errors.required" })
      .trim()
      .min(1, { error: "form.errors.required" })
      .max(FIELD_LIMITS.email, { error: FIELD_TOO_LONG })
      .pipe(z.email({ error: "form.errors.invalidEmail" })),
    full_name: z
      .string({ error: "form.errors.required" })
      .trim()
      .min(1, { error: "form.errors.required" })
      .max(FIELD_LIMITS.full_name, { error: FIELD_TOO_LONG }),
    phone: optionalText(FIELD_LIMITS.phone),
    company: optionalText(FIELD_LIMITS.company),
    location: optionalText(FIELD_LIMITS.location),
    /** Optional buyer identity for the invoices (issue 27 item 1): numéro TAHITI, billing and delivery addresses. */
    taxId: z
      .string()
      .trim()
      .max(FIELD_LIMITS.tax_id, { error: FIELD_TOO_LONG })
      .refine(isTahitiNumberOrEmpty, { error: "form.errors.invalidTaxId" })
      .optional()
      .transform((value) => (value ? (normalizeTahitiNumber(value) ?? undefined) : undefined)),
    address: optionalText(FIELD_LIMITS.address),
    deliveryAddress: optionalText(FIELD_LIMITS.address),
    notes: optionalText(FIELD_LIMITS.notes),
    projectType: z.enum(PROJECT_TYPES, { error: "form.errors.invalidProjectType" }).optional(),
    /** An integer of at least 1; anything else counts as 1 (storefront §5); at most MAX_ORDER_QUANTITY. */
    qty: z.preprocess(
      (value) => normalizeQuantity(value),
      z.number().int().min(1).max(MAX_ORDER_QUANTITY, { error: "form.errors.tooMany" }),
    ),
    /** The terms of sale: required to order (issue 11 item 5), checked below. */
    acceptTerms: z.literal("on").optional(),
    /** The page view's token (behaviour/request-form.ts); absent without JavaScript. */
    submissionToken: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9-]*$/)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, context) => {
    if (value.intent === "order" && value.acceptTerms !== "on") {
      context.addIssue({ code: "custom", path: ["acceptTerms"], message: "form.errors.termsRequired" });
    }
  });

export type ProductRequest = z.infer<typeof ProductRequestSchema>;
