// Strings for emails. The language comes from the lead or order the message is about, never from the request
// that happens to trigger it (a back-office action sends in the customer's language).
import type { TFunction } from "../i18n/i18n.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";

/** A `t` for one language whose default namespace is `mail`; other namespaces read as `t("common:…")`. */
export function getMailT(lang: string): TFunction<"mail"> {
  return getServerT(isLocale(lang) ? lang : DEFAULT_LOCALE, "mail");
}
