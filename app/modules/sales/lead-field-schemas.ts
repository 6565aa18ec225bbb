// Field schemas shared by the public quote forms. Messages are translation keys of the `forms` namespace, so the
// visitor reads them in their language; `tooLong` gets the limit from the field's maxLength.
import { z } from "zod";

import { FIELD_LIMITS, FIELD_TOO_LONG } from "../forms/field-limits.ts";

export const FORM_ERRORS = {
  /** The spec's one message for any missing required field (storefront §5). */
  required: "forms:errors.required",
  fieldRequired: "forms:errors.fieldRequired",
  email: "forms:errors.email",
  tooLong: FIELD_TOO_LONG,
  invalidChoice: "forms:errors.invalidChoice",
} as const;

export function requiredText(max: number) {
  return z
    .string({ error: FORM_ERRORS.fieldRequired })
    .trim()
    .min(1, FORM_ERRORS.fieldRequired)
    .max(max, FORM_ERRORS.tooLong);
}

export function optionalText(max: number) {
  return z.string().trim().max(max, FORM_ERRORS.tooLong).optional();
}

export function requiredEmail() {
  return z
    .string({ error: FORM_ERRORS.fieldRequired })
    .trim()
    .min(1, FORM_ERRORS.fieldRequired)
    .max(FIELD_LIMITS.email, FORM_ERRORS.tooLong)
    .pipe(z.email({ error: FORM_ERRORS.email }));
}
