// The quote/order form of the product sheet (storefront §3, §5; issue 4 item 2), checked in the browser by Conform
// and again on the server. Messages are keys of the `product` catalog.
import { z } from "zod";
import { normalizeQuantity } from "./pricing.ts";

export const PROJECT_TYPES = ["construction-neuve", "renovation", "extension", "amenagement", "autre"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PRODUCT_REQUEST_INTENTS = ["quote", "order"] as const;
export type ProductRequestIntent = (typeof PRODUCT_REQUEST_INTENTS)[number];

/** Field length limits (issue 4 item 5). */
export const FIELD_LIMITS = { email: 254, full_name: 120, phone: 40, company: 120, location: 120, notes: 2000 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "form.errors.tooLong" })
    .optional()
    .transform((value) => (value ? value : undefined));

export const ProductRequestSchema = z.object({
  intent: z.enum(PRODUCT_REQUEST_INTENTS, { error: "form.errors.unknownIntent" }),
  email: z
    .string({ error: "form.errors.required" })
    .trim()
    .min(1, { error: "form.errors.required" })
    .max(FIELD_LIMITS.email, { error: "form.errors.tooLong" })
    .pipe(z.email({ error: "form.errors.invalidEmail" })),
  full_name: z
    .string({ error: "form.errors.required" })
    .trim()
    .min(1, { error: "form.errors.required" })
    .max(FIELD_LIMITS.full_name, { error: "form.errors.tooLong" }),
  phone: optionalText(FIELD_LIMITS.phone),
  company: optionalText(FIELD_LIMITS.company),
  location: optionalText(FIELD_LIMITS.location),
  notes: optionalText(FIELD_LIMITS.notes),
  projectType: z.enum(PROJECT_TYPES, { error: "form.errors.invalidProjectType" }).optional(),
  /** An integer of at least 1; anything else counts as 1 (storefront §5). */
  qty: z.preprocess((value) => normalizeQuantity(value), z.number().int().min(1)),
});

export type ProductRequest = z.infer<typeof ProductRequestSchema>;

/** True when the failed fields include the two required ones (the spec's 'Champs requis manquants' toast). */
export function isMissingRequired(errors: Record<string, string[] | null | undefined> | undefined): boolean {
  if (!errors) return false;
  return ["email", "full_name"].some((field) => errors[field]?.includes("form.errors.required"));
}
