import type { Env } from "../config/env.server.ts";
import { mailCompany } from "../mail/render-mail.server.tsx";

/** The createLead options that come from the configuration: `createLead(db, { ...getLeadMailSettings(env), … })`. */
export function getLeadMailSettings(
  env: Pick<
    Env,
    "BUSINESS_EMAIL" | "PUBLIC_URL" | "COMPANY_NAME" | "COMPANY_BRN" | "COMPANY_ADDRESS" | "WHATSAPP_NUMBER"
  >,
) {
  return { notifyTo: env.BUSINESS_EMAIL, adminUrl: env.PUBLIC_URL, company: mailCompany(env) };
}
