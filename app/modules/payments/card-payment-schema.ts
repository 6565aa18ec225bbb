// The card-payment dialog's form, checked in the browser (Conform) and again by the action. Messages are keys of the
// `payment` catalog. The spec only asks for a non-empty email containing '@'; the server checks a real address.
import { z } from 'zod';

export const MAX_CARD_QUANTITY = 999;

export const CardPaymentSchema = z.object({
  productSlug: z.string({ error: 'errors.productNotFound' }).trim().min(1, 'errors.productNotFound').max(200),
  quantity: z.coerce
    .number({ error: 'errors.quantityInvalid' })
    .int('errors.quantityInvalid')
    .min(1, 'errors.quantityInvalid')
    .max(MAX_CARD_QUANTITY, 'errors.quantityInvalid'),
  buyerEmail: z
    .string({ error: 'errors.emailRequired' })
    .trim()
    .min(1, 'errors.emailRequired')
    .max(254, 'errors.emailInvalid')
    .refine((value) => value.includes('@'), 'errors.emailInvalid')
    .pipe(z.email('errors.emailInvalid')),
});
export type CardPaymentInput = z.infer<typeof CardPaymentSchema>;
