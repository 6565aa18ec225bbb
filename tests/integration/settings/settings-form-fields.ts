// The settings page's form as the browser sends it with the default settings: every field, the company identity
// left empty (the environment's values show). Tests spread it and change the fields they are about.
import { DEFAULT_SETTINGS } from "../../../app/modules/settings/settings.server.ts";

export const DEFAULT_SETTINGS_FORM: Readonly<Record<string, string>> = {
  company_name: "",
  company_brn: "",
  company_address: "",
  contact_email: "",
  whatsapp_number: "",
  xpf_per_usd: "119,33",
  xpf_per_hkd: "15,3",
  xpf_per_eur: "119,33",
  deposit_percent: "60",
  default_margin: "1,5",
  balance_terms: DEFAULT_SETTINGS.balance_terms,
  balance_terms_en: DEFAULT_SETTINGS.balance_terms_translations.en ?? "",
  balance_terms_zh: DEFAULT_SETTINGS.balance_terms_translations.zh ?? "",
  purchase_order_ship_to: DEFAULT_SETTINGS.purchase_order_ship_to,
  bank_holder: "",
  bank_name: "",
  bank_account: "",
  bank_swift: "",
  payment_instructions: "",
  container_20_volume: "33",
  container_20_payload: "28",
  container_40_volume: "67",
  container_40_payload: "26,5",
  reminders_switch: "1",
  reminders_enabled: "on",
};
