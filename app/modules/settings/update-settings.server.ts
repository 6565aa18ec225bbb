import type { Db } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getSettings, SETTING_KEYS, type Settings, updateSetting } from "./settings.server.ts";
import type { SettingsFormValues } from "./settings-form.ts";

export type UpdateSettingsOptions = { values: SettingsFormValues; actor: string };

/**
 * Stores the settings page's values, only those that changed, with one audit row listing each change as
 * before → after. The database's trigger on `settings` moves the page-cache version on, so every page shows the new
 * values at once. Returns the keys that changed.
 */
export async function updateSettings(db: Db, { values, actor }: UpdateSettingsOptions): Promise<string[]> {
  const {
    deposit_percent,
    balance_terms_en,
    balance_terms_zh,
    bank_holder,
    bank_name,
    bank_account,
    bank_swift,
    payment_instructions,
    container_20_volume,
    container_20_payload,
    container_40_volume,
    container_40_payload,
    reminders_enabled,
    reminders_switch,
    ...rest
  } = values;
  const next: Partial<Settings> = {
    ...rest,
    deposit_ratio: Math.round(deposit_percent * 100) / 10000,
    balance_terms_translations: {
      ...(balance_terms_en ? { en: balance_terms_en } : {}),
      ...(balance_terms_zh ? { zh: balance_terms_zh } : {}),
    },
    bank_details: {
      holder: bank_holder,
      bank: bank_name,
      account: bank_account,
      swift: bank_swift,
      instructions: payment_instructions,
    },
    container_capacities: {
      fcl_20: {
        volumeCm3: Math.round(container_20_volume * 1_000_000),
        weightGrams: Math.round(container_20_payload * 1_000_000),
      },
      fcl_40: {
        volumeCm3: Math.round(container_40_volume * 1_000_000),
        weightGrams: Math.round(container_40_payload * 1_000_000),
      },
    },
    ...(reminders_switch ? { reminders_enabled: reminders_enabled === "on" } : {}),
  };
  return db.transaction(async (tx) => {
    const current = await getSettings(tx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of SETTING_KEYS) {
      if (!(key in next) || isSame(next[key], current[key])) continue;
      await updateSetting(tx, key, next[key] as Settings[typeof key]);
      before[key] = current[key];
      after[key] = next[key];
    }
    const changed = Object.keys(after);
    if (changed.length > 0) {
      await recordAudit(tx, { actor, action: "settings.update", entity: "settings", summary: { before, after } });
    }
    return changed;
  });
}

/** Settings are numbers, strings or small objects of strings (the translations): equal when their JSON is. */
function isSame(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
