// The customer page's form, checked in the browser by Conform and again in the action. The limits are the public
// forms' own (a customer is created by them), and so is their message.
import { z } from "zod";
import { FIELD_LIMITS, FIELD_TOO_LONG } from "../forms/field-limits.ts";
import { isTahitiNumberOrEmpty, normalizeTahitiNumber } from "./tahiti-number.ts";

/** Messages are keys of the `admin-customers` catalog, but for a field too long (FIELD_TOO_LONG). */
const optional = (max: number) => z.string().trim().max(max, FIELD_TOO_LONG).default("");

export const CustomerFormSchema = z.object({
  fullName: optional(FIELD_LIMITS.name),
  phone: optional(FIELD_LIMITS.phone).refine(
    (value) => value === "" || /^\+?[0-9 ().-]{6,}$/.test(value),
    "admin-customers:errors.phone",
  ),
  company: optional(FIELD_LIMITS.company),
  location: optional(FIELD_LIMITS.location),
  /** Numéro TAHITI, stored as printed ('A12345' or 'A12345-001'). */
  taxId: optional(FIELD_LIMITS.tax_id)
    .refine(isTahitiNumberOrEmpty, "admin-customers:errors.taxId")
    .transform((value) => (value === "" ? "" : (normalizeTahitiNumber(value) ?? value))),
  /** Billing (postal) address. */
  address: optional(FIELD_LIMITS.address),
  deliveryAddress: optional(FIELD_LIMITS.address),
  /**
   * 'Relances automatiques' (issue 31 item 4): a checkbox sent as 'on' when ticked; the hidden 'remindersSwitch' says
   * the form showed it, so a form without the box leaves the setting as it is.
   */
  remindersEnabled: z.literal("on", { error: "admin-customers:errors.reminders" }).optional(),
  remindersSwitch: z.literal("1", { error: "admin-customers:errors.reminders" }).optional(),
});
