// Business rates the administrator can change (DESIGN.md "Money"): stored as jsonb rows of `settings`,
// validated on write, and read with the specification's values as defaults when a row is missing.
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { DbExecutor } from "../../db/db.server.ts";
import { settings } from "../../db/schema/index.ts";
import type { DisplayRate } from "../catalog/pricing.ts";
import type { Locale } from "../i18n/locales.ts";
import { DEFAULT_BALANCE_TERMS } from "./balance-terms.ts";
import { EMPTY_BANK_DETAILS } from "./bank-details.ts";
import { DEFAULT_CONTAINER_CAPACITIES } from "../shipments/shipment-fill.ts";
import type { Currency } from "../money/currency.ts";

export const SETTING_SCHEMAS = {
  /**
   * One rate per currency (DESIGN.md ruling 1), used alike to show a price and to charge it: XPF per USD also turns
   * USD purchase prices into XPF (storefront §9); XPF per EUR is the legal parity of the CFP franc.
   */
  xpf_per_usd: z.number().positive(),
  xpf_per_hkd: z.number().positive(),
  xpf_per_eur: z.number().positive(),
  deposit_ratio: z.number().gt(0).max(1),
  default_margin: z.number().positive(),
  /** Card payments are charged in a currency the provider supports; XPF is not confirmed (reference/airwallex.md §7). */
  charge_currency: z.enum(["USD", "EUR", "HKD"]),
  /** Where purchase orders ship to: the local partner in French Polynesia (back-office §9), printed on the PDF. */
  purchase_order_ship_to: z.string().trim().min(1).max(1000),
  // Company identity for pages and documents; an empty value means the deployment's default (env COMPANY_*,
  // BUSINESS_EMAIL, WHATSAPP_NUMBER), see company-identity.ts.
  company_name: z.string().trim().max(200),
  company_brn: z.string().trim().max(100),
  company_address: z.string().trim().max(500),
  contact_email: z.union([z.literal(""), z.email()]),
  whatsapp_number: z.union([z.literal(""), z.string().regex(/^\+?[0-9 ]{6,20}$/)]),
  /**
   * When the balance is due (ruling 12), as the words that end 'Solde de 40 % …': the terms of sale say before the
   * ship leaves. Every text stating the balance terms reads it (`balanceTermsText`).
   */
  balance_terms: z.string().trim().min(1).max(300),
  /** The same words in English and Chinese; a language left empty shows the French (as ruling 15 does). */
  balance_terms_translations: z.object({
    en: z.string().trim().max(300).optional(),
    zh: z.string().trim().max(300).optional(),
  }),
  /** How to pay an invoice (issue 27 item 2), printed on every invoice and in its email; empty strings when unset. */
  bank_details: z.object({
    holder: z.string().trim().max(200),
    bank: z.string().trim().max(200),
    account: z.string().trim().max(50),
    swift: z.string().trim().max(11),
    instructions: z.string().trim().max(1000),
  }),
  /** Inner volume (cm³) and payload (g) of a full container, for a shipment's fill (issue 30; reference/shipments.md). */
  container_capacities: z.object({
    fcl_20: z.object({ volumeCm3: z.number().int().positive(), weightGrams: z.number().int().positive() }),
    fcl_40: z.object({ volumeCm3: z.number().int().positive(), weightGrams: z.number().int().positive() }),
  }),
  /** Off: no automatic payment or quote reminder is mailed to any customer (issue 31 item 4). */
  reminders_enabled: z.boolean(),
};

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const DEFAULT_SETTINGS: Settings = {
  xpf_per_usd: 119.33,
  xpf_per_hkd: 15.3,
  xpf_per_eur: 119.33,
  deposit_ratio: 0.6,
  default_margin: 1.5,
  charge_currency: "USD",
  purchase_order_ship_to:
    "Partenaire logistique BPE — Port autonome de Papeete, Motu Uta, 98714 Papeete, Tahiti, Polynésie française",
  company_name: "",
  company_brn: "",
  company_address: "",
  contact_email: "",
  whatsapp_number: "",
  balance_terms: DEFAULT_BALANCE_TERMS.fr,
  balance_terms_translations: { ...DEFAULT_BALANCE_TERMS.translations },
  bank_details: { ...EMPTY_BANK_DETAILS },
  container_capacities: {
    fcl_20: { ...DEFAULT_CONTAINER_CAPACITIES.fcl_20 },
    fcl_40: { ...DEFAULT_CONTAINER_CAPACITIES.fcl_40 },
  },
  reminders_enabled: true,
};

/** Every setting; a missing row, or one that no longer parses, reads as its default so the shop keeps working. */
export async function getSettings(db: DbExecutor): Promise<Settings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, SETTING_KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) assignParsed(result, key, stored.get(key));
  return result;
}

function assignParsed<K extends SettingKey>(target: Settings, key: K, value: unknown): void {
  const parsed = SETTING_SCHEMAS[key].safeParse(value);
  if (parsed.success) target[key] = parsed.data as Settings[K];
}

/** Validates then stores one setting; throws a ZodError for a bad value. */
export async function updateSetting<K extends SettingKey>(
  db: DbExecutor,
  key: K,
  value: Settings[K],
): Promise<Settings[K]> {
  const parsed = SETTING_SCHEMAS[key].parse(value) as Settings[K];
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: new Date() } });
  return parsed;
}

/** Writes the default rows that are missing; existing values are kept. */
export async function seedDefaultSettings(db: DbExecutor): Promise<void> {
  await db
    .insert(settings)
    .values(SETTING_KEYS.map((key) => ({ key, value: DEFAULT_SETTINGS[key] })))
    .onConflictDoNothing({ target: settings.key });
}

/** Francs per unit of each currency, from the settings: the one table both the pages and the charges read. */
export type XpfRates = Record<Currency, number>;

export function getXpfRates(values: Pick<Settings, "xpf_per_usd" | "xpf_per_hkd" | "xpf_per_eur">): XpfRates {
  return { XPF: 1, USD: values.xpf_per_usd, HKD: values.xpf_per_hkd, EUR: values.xpf_per_eur };
}

/** French pages show XPF, English USD, Chinese HKD (DESIGN.md ruling 1). */
export const DISPLAY_CURRENCIES: Record<Locale, Currency> = { fr: "XPF", en: "USD", zh: "HKD" };

/** A language's display currency with the settings' rate for it. */
export function getDisplayRate(values: Settings, locale: Locale): DisplayRate {
  const currency = DISPLAY_CURRENCIES[locale];
  return { currency, xpfPerUnit: getXpfRates(values)[currency] };
}

/** The card payments' currency (settings.charge_currency) with the settings' rate for it. */
export function getChargeRate(values: Settings): DisplayRate & { currency: Settings["charge_currency"] } {
  return { currency: values.charge_currency, xpfPerUnit: getXpfRates(values)[values.charge_currency] };
}
