import { z } from "zod";
import { FIELD_LIMITS } from "../forms/field-limits.ts";
import { FORM_ERRORS, optionalText, requiredEmail, requiredText } from "./lead-field-schemas.ts";
import { HOME_PROJECT_TYPES } from "./project-types.ts";

/** The home page's quote form (storefront §3 "Quote request", §5): name, email, projectType and message required. */
export const HomeQuoteSchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email: requiredEmail(),
  phone: optionalText(FIELD_LIMITS.phone),
  location: optionalText(FIELD_LIMITS.location),
  projectType: z.enum(HOME_PROJECT_TYPES, {
    error: (issue) => (issue.input === undefined ? FORM_ERRORS.fieldRequired : FORM_ERRORS.invalidChoice),
  }),
  message: requiredText(FIELD_LIMITS.message),
});
export type HomeQuote = z.infer<typeof HomeQuoteSchema>;
