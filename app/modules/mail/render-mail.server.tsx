// Turns a mail template (a React element, usually wrapped in MailLayout) into the two parts of a message.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Env } from "../config/env.server.ts";
import { htmlToText } from "./html-to-text.ts";
import type { MailCompany } from "./templates/mail-layout.tsx";

export type RenderedMail = { html: string; text: string };

/** HTML (a full document) and the plain-text version derived from the same markup. */
export function renderMail(element: ReactElement): RenderedMail {
  const markup = renderToStaticMarkup(element);
  const html = /^<html[\s>]/i.test(markup) ? `<!DOCTYPE html>${markup}` : markup;
  return { html, text: htmlToText(markup) };
}

/** The company block of the footer, from the configured identity. */
export function mailCompany(env: Pick<Env, "COMPANY_NAME" | "COMPANY_ADDRESS">): MailCompany {
  return { name: env.COMPANY_NAME, address: env.COMPANY_ADDRESS };
}
