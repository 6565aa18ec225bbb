import { z } from "zod";
import { FIELD_LIMITS } from "../forms/field-limits.ts";
import { requiredEmail, requiredText } from "./lead-field-schemas.ts";

/** The custom quote page's form (storefront §5): name, email, phone and project description all required. */
export const DevisRequestSchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email: requiredEmail(),
  phone: requiredText(FIELD_LIMITS.phone),
  notes: requiredText(FIELD_LIMITS.message),
});
export type DevisRequest = z.infer<typeof DevisRequestSchema>;
