// Turns a mail template (a React element, usually wrapped in MailLayout) into the two parts of a message.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { DbExecutor } from "../../db/db.server.ts";
import { type CompanyIdentity, companyIdentity, type EnvIdentity } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import { htmlToText } from "./html-to-text.ts";
import type { MailCompany } from "./templates/mail-layout.tsx";

export type RenderedMail = { html: string; text: string };

/** HTML (a full document) and the plain-text version derived from the same markup. */
export function renderMail(element: ReactElement): RenderedMail {
  const markup = renderToStaticMarkup(element);
  const html = /^<html[\s>]/i.test(markup) ? `<!DOCTYPE html>${markup}` : markup;
  return { html, text: htmlToText(markup) };
}

/** The company block of the footer from an identity; from the environment's alone, it is the fallback below. */
export function mailCompany(source: EnvIdentity | CompanyIdentity): MailCompany {
  const identity = "companyName" in source ? source : companyIdentity(NO_SETTINGS, source);
  return {
    name: identity.companyName,
    address: identity.companyAddress,
    registration: identity.companyBrn,
    email: identity.contactEmail,
    whatsapp: identity.whatsappNumber,
  };
}

const NO_SETTINGS = { company_name: "", company_brn: "", company_address: "", contact_email: "", whatsapp_number: "" };

/**
 * The footer a message shows when it is queued: the identity on the settings page, each field left empty there
 * taken from `fallback` (the environment's, given by the caller). Queue functions call it in their transaction.
 */
export async function loadMailCompany(db: DbExecutor, fallback: MailCompany): Promise<MailCompany> {
  return mailCompany(
    companyIdentity(await getSettings(db), {
      COMPANY_NAME: fallback.name,
      COMPANY_ADDRESS: fallback.address,
      COMPANY_BRN: fallback.registration ?? "",
      BUSINESS_EMAIL: fallback.email ?? "",
      WHATSAPP_NUMBER: fallback.whatsapp ?? "",
    }),
  );
}
