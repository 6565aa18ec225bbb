// Where the customer's pages live, in each language (the site's /en and /zh prefixes).
import { localePath, type Locale } from "../i18n/locales.ts";

export type PortalKind = "quote" | "order";

const SEGMENT: Record<PortalKind, string> = { quote: "/espace/devis/", order: "/espace/commande/" };

export function portalPath(locale: Locale, kind: PortalKind, token: string): string {
  return localePath(locale, `${SEGMENT[kind]}${token}`);
}

export function portalUrl(publicUrl: string, locale: Locale, kind: PortalKind, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${portalPath(locale, kind, token)}`;
}
