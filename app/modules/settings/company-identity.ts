import type { Settings } from "./settings.server.ts";

/** The deployment's identity (env COMPANY_*, BUSINESS_EMAIL, WHATSAPP_NUMBER): the defaults of the settings page. */
export type EnvIdentity = {
  COMPANY_NAME: string;
  COMPANY_BRN: string;
  COMPANY_ADDRESS: string;
  BUSINESS_EMAIL: string;
  WHATSAPP_NUMBER: string;
};

export type CompanyIdentity = {
  companyName: string;
  companyBrn: string;
  companyAddress: string;
  contactEmail: string;
  whatsappNumber: string;
};

type IdentitySettings = Pick<
  Settings,
  "company_name" | "company_brn" | "company_address" | "contact_email" | "whatsapp_number"
>;

/** The identity pages and documents show: a value set on the settings page wins over the environment's. */
export function companyIdentity(settings: IdentitySettings, env: EnvIdentity): CompanyIdentity {
  return {
    companyName: settings.company_name || env.COMPANY_NAME,
    companyBrn: settings.company_brn || env.COMPANY_BRN,
    companyAddress: settings.company_address || env.COMPANY_ADDRESS,
    contactEmail: settings.contact_email || env.BUSINESS_EMAIL,
    whatsappNumber: settings.whatsapp_number || env.WHATSAPP_NUMBER,
  };
}

/**
 * Where the business's notifications (new lead, new order, payment received) go: the contact email of the settings
 * page, else `fallback`, the environment's BUSINESS_EMAIL.
 */
export function notificationRecipient(settings: Pick<Settings, "contact_email">, fallback: string): string {
  return settings.contact_email || fallback;
}
