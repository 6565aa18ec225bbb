// Opening a customer page (issue 18 items 1 and 4): requests counted per token and per address with the forms'
// rate limiter, then the link looked up. A wrong, unknown or revoked token is thrown as the site's ordinary 404.
import { data } from "react-router";
import { getRequestInfo, getServices } from "../../context.server.ts";
import type { CustomerLinkKind } from "../../db/schema/index.ts";
import { getClientIp } from "../abuse/client-ip.server.ts";
import { checkRateLimits } from "../abuse/rate-limit.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { readPageLocale } from "../i18n/page-locale.ts";
import type { BadRequestBody } from "../security/bad-request-body.ts";
import { hashToken, openCustomerLink, type OpenedLink } from "./customer-links.server.ts";

/** Page views, PDFs and answers of one link: 60 within 10 minutes is far above what a buyer does. */
export const PORTAL_REQUESTS_PER_TOKEN = { limit: 60, windowMs: 10 * 60_000 } as const;
/** Per visitor address, every token counted (guessing tokens included): generous, many buyers share an address. */
export const PORTAL_REQUESTS_PER_ADDRESS = { limit: 300, windowMs: 10 * 60_000 } as const;

type RouteArgs = {
  request: Request;
  params: { lang?: string; token?: string };
  context: Parameters<typeof getServices>[0];
};

export type PortalAccess<K extends CustomerLinkKind> = {
  link: OpenedLink & { kind: K };
  locale: Locale;
  token: string;
  services: ReturnType<typeof getServices>;
};

/** The unknown page's answer: the site layout's error boundary draws it exactly as for an unknown URL. */
export function portalNotFound() {
  return data(null, { status: 404 });
}

export async function openPortal<K extends CustomerLinkKind>(args: RouteArgs, kind: K): Promise<PortalAccess<K>> {
  const services = getServices(args.context);
  // The site's one rule for a page's language; any other prefix is an unknown page, before anything is counted.
  const locale = readPageLocale(args.params);
  if (locale === null) throw portalNotFound();
  const token = args.params.token ?? "";
  const clientIp = getClientIp(args.request, getRequestInfo(args.context));
  // The key names the token by a prefix of its hash: the token itself is never written anywhere.
  const limit = await checkRateLimits(services.db, [
    { key: `portal:token:${hashToken(token).slice(0, 32)}`, ...PORTAL_REQUESTS_PER_TOKEN },
    { key: `portal:ip:${clientIp}`, ...PORTAL_REQUESTS_PER_ADDRESS },
  ]);
  if (!limit.isAllowed) {
    const t = getServerT(locale);
    const body: BadRequestBody = {
      error: t("portal:errors.tooManyRequests"),
      title: t("portal:errors.tooManyRequestsTitle"),
      backHome: t("common:errors.backHome"),
    };
    throw data(body, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const link = await openCustomerLink(services.db, kind, token);
  if (!link) throw portalNotFound();
  return { link: link as OpenedLink & { kind: K }, locale, token, services };
}

export { PORTAL_HEADERS } from "./portal-headers.ts";
