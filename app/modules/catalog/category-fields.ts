// The category dialog's fields (back-office §5): name and key required, the key derived from the name unless the
// category is being edited, English and Chinese names optional (ruling 15). Messages are French, to the letter.
import { z } from "zod";
import { slugify } from "./product-slug.ts";

export const CATEGORY_MESSAGES = {
  nameRequired: "Le nom de la catégorie est requis.",
  keyRequired: "La clé de la catégorie est requise.",
  keyInvalid: "La clé ne peut contenir que des lettres minuscules, des chiffres et des tirets.",
} as const;

/** A category key as its URL /shop/{key} uses it. */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The key a new category gets from its name, as the dialog fills it while the name is typed. */
export function categoryKeyFromName(name: string): string {
  return slugify(name, 40);
}

const optionalText = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((value) => value || undefined);

export const CategoryFieldsSchema = z.object({
  name: z.string({ error: CATEGORY_MESSAGES.nameRequired }).trim().min(1, CATEGORY_MESSAGES.nameRequired).max(120),
  key: z
    .string({ error: CATEGORY_MESSAGES.keyRequired })
    .trim()
    .min(1, CATEGORY_MESSAGES.keyRequired)
    .max(60)
    .regex(CATEGORY_KEY_PATTERN, CATEGORY_MESSAGES.keyInvalid),
  nameEn: optionalText,
  nameZh: optionalText,
});
export type CategoryFields = z.infer<typeof CategoryFieldsSchema>;
