// The card-payment dialog's form, checked in the browser (Conform) and again by the action. Messages are keys of the
// `payment` catalog. The spec only asks for a non-empty email containing '@'; the server checks a real address.
import { z } from "zod";
import { MAX_ORDER_QUANTITY } from "../catalog/pricing.ts";

export const CardPaymentSchema = z.object({
  productSlug: z.string({ error: "errors.productNotFound" }).trim().min(1, "errors.productNotFound").max(200),
  /** The same field as the order form's (`qty`): the configuration on screen. */
  qty: z.coerce
    .number({ error: "errors.quantityInvalid" })
    .int("errors.quantityInvalid")
    .min(1, "errors.quantityInvalid")
    .max(MAX_ORDER_QUANTITY, "errors.quantityInvalid"),
  buyerEmail: z
    .string({ error: "errors.emailRequired" })
    .trim()
    .min(1, "errors.emailRequired")
    .max(254, "errors.emailInvalid")
    .refine((value) => value.includes("@"), "errors.emailInvalid")
    .pipe(z.email("errors.emailInvalid")),
  /** The terms of sale, accepted in the dialog (issue 11 item 5). */
  acceptTerms: z.literal("on", { error: "errors.termsRequired" }),
});
export type CardPaymentInput = z.infer<typeof CardPaymentSchema>;
