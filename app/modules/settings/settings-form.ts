// The settings page's form (issue 14 item 6): what the owner types, checked with clear French messages, turned into
// the stored values (a deposit typed as a percentage is stored as a ratio).
import { z } from "zod";
import { isBankAccountOrEmpty, isSwiftOrEmpty } from "./bank-details.ts";

export const SETTINGS_MESSAGES = {
  rate: "Le taux doit être un nombre positif, par exemple 119,33.",
  deposit: "Le pourcentage d'acompte doit être compris entre 1 et 100.",
  margin: "Le coefficient de marge doit être supérieur à 0, par exemple 1,5.",
  email: "Adresse email invalide.",
  whatsapp: "Numéro WhatsApp invalide : chiffres et espaces, avec l'indicatif, par exemple +689 87 00 00 00.",
  balanceTerms: "Les conditions du solde sont requises.",
  shipTo: "L'adresse de livraison des bons de commande est requise.",
  tooLong: "Ce texte est trop long.",
  capacity: "La capacité d'un conteneur est un nombre positif, par exemple 33 m³ ou 28 t.",
  bankAccount:
    "Numéro de compte ou IBAN invalide : lettres, chiffres, espaces et tirets ; un IBAN doit avoir une clé de contrôle juste.",
  swift: "Code SWIFT/BIC invalide : 8 ou 11 lettres et chiffres, par exemple HSBCHKHHHKH.",
  reminders: "Valeur invalide pour les relances automatiques.",
} as const;

/** A decimal typed the French way ('119,33') or the English way. */
const decimal = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => (value === "" ? Number.NaN : Number(value.replace(/\s/g, "").replace(",", "."))))
    .pipe(z.number({ error: message }).refine(Number.isFinite, message));

const capacity = () =>
  decimal(SETTINGS_MESSAGES.capacity).pipe(
    z.number().gt(0, SETTINGS_MESSAGES.capacity).max(1000, SETTINGS_MESSAGES.capacity),
  );

const text = (max: number) => z.string().trim().max(max, SETTINGS_MESSAGES.tooLong).default("");

export const SettingsFormSchema = z.object({
  xpf_per_usd: decimal(SETTINGS_MESSAGES.rate).pipe(
    z.number().gt(0, SETTINGS_MESSAGES.rate).max(100000, SETTINGS_MESSAGES.rate),
  ),
  xpf_per_hkd: decimal(SETTINGS_MESSAGES.rate).pipe(
    z.number().gt(0, SETTINGS_MESSAGES.rate).max(100000, SETTINGS_MESSAGES.rate),
  ),
  xpf_per_eur: decimal(SETTINGS_MESSAGES.rate).pipe(
    z.number().gt(0, SETTINGS_MESSAGES.rate).max(100000, SETTINGS_MESSAGES.rate),
  ),
  deposit_percent: decimal(SETTINGS_MESSAGES.deposit).pipe(
    z.number().min(1, SETTINGS_MESSAGES.deposit).max(100, SETTINGS_MESSAGES.deposit),
  ),
  default_margin: decimal(SETTINGS_MESSAGES.margin).pipe(
    z.number().gt(0, SETTINGS_MESSAGES.margin).max(100, SETTINGS_MESSAGES.margin),
  ),
  balance_terms: z
    .string({ error: SETTINGS_MESSAGES.balanceTerms })
    .trim()
    .min(1, SETTINGS_MESSAGES.balanceTerms)
    .max(300, SETTINGS_MESSAGES.tooLong),
  balance_terms_en: text(300),
  balance_terms_zh: text(300),
  purchase_order_ship_to: z
    .string({ error: SETTINGS_MESSAGES.shipTo })
    .trim()
    .min(1, SETTINGS_MESSAGES.shipTo)
    .max(1000, SETTINGS_MESSAGES.tooLong),
  company_name: text(200),
  company_brn: text(100),
  company_address: text(500),
  contact_email: z.union([z.literal(""), z.email(SETTINGS_MESSAGES.email)]).default(""),
  whatsapp_number: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^\+?[0-9 ]{6,20}$/.test(value), SETTINGS_MESSAGES.whatsapp),
  bank_holder: text(200),
  bank_name: text(200),
  bank_account: text(50).refine(isBankAccountOrEmpty, SETTINGS_MESSAGES.bankAccount),
  bank_swift: z
    .string()
    .trim()
    .default("")
    .refine(isSwiftOrEmpty, SETTINGS_MESSAGES.swift)
    .transform((value) => value.toUpperCase()),
  payment_instructions: text(1000),
  // A full container's inner volume (m³) and payload (t), for a shipment's fill (issue 30).
  container_20_volume: capacity(),
  container_20_payload: capacity(),
  container_40_volume: capacity(),
  container_40_payload: capacity(),
  // The global switch of automatic reminders (issue 31 item 4): a checkbox, sent as 'on' when ticked. The hidden
  // 'reminders_switch' says the form showed it, so a form without the checkbox leaves the setting as it is.
  reminders_enabled: z.literal("on", { error: SETTINGS_MESSAGES.reminders }).optional(),
  reminders_switch: z.literal("1", { error: SETTINGS_MESSAGES.reminders }).optional(),
});

export type SettingsFormValues = z.infer<typeof SettingsFormSchema>;
export type SettingsFieldErrors = Partial<Record<keyof SettingsFormValues, string>>;

/** The form's values, or the first message of each field in error. */
export function parseSettingsForm(
  input: Record<string, unknown>,
): { ok: true; values: SettingsFormValues } | { ok: false; errors: SettingsFieldErrors } {
  const result = SettingsFormSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: SettingsFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SettingsFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
