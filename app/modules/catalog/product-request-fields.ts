// The fields of the product sheet's quote/order form (storefront §3, §5; issue 4 item 2) that the page itself needs:
// choices, limits and the 'missing' rule. Free of Zod, so the page does not download the schema
// (product-request-schema.ts) before the visitor reaches the form.

export const PROJECT_TYPES = ["construction-neuve", "renovation", "extension", "amenagement", "autre"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PRODUCT_REQUEST_INTENTS = ["quote", "order"] as const;
export type ProductRequestIntent = (typeof PRODUCT_REQUEST_INTENTS)[number];

/** True when the failed fields include the two required ones (the spec's 'Champs requis manquants' toast). */
export function isMissingRequired(errors: Record<string, string[] | null | undefined> | undefined): boolean {
  if (!errors) return false;
  return ["email", "full_name"].some((field) => errors[field]?.includes("form.errors.required"));
}
