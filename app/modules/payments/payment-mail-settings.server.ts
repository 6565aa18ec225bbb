import type { Env } from "../config/env.server.ts";
import { mailCompany } from "../mail/render-mail.server.tsx";
import type { PaymentMailSettings } from "./queue-payment-mails.server.tsx";

/** Where payment notifications go and which company signs them, from the configuration. */
export function getPaymentMailSettings(
  env: Pick<
    Env,
    "BUSINESS_EMAIL" | "PUBLIC_URL" | "COMPANY_NAME" | "COMPANY_BRN" | "COMPANY_ADDRESS" | "WHATSAPP_NUMBER"
  >,
): PaymentMailSettings {
  return { notifyTo: env.BUSINESS_EMAIL, publicUrl: env.PUBLIC_URL, company: mailCompany(env) };
}
