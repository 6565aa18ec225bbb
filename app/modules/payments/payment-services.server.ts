// What payment routes need from the app's services, in one call.
import type { TFunction } from "../i18n/i18n.ts";
import { getServices } from "../../context.server.ts";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locales.ts";
import { getPaymentMailSettings } from "./payment-mail-settings.server.ts";
import { createPaymentProvider } from "./provider.server.ts";
import type { ProviderName } from "./provider.ts";

export function getPaymentServices(context: Parameters<typeof getServices>[0], providerName?: ProviderName) {
  const services = getServices(context);
  const provider = createPaymentProvider(
    services.env,
    { db: services.db },
    providerName ?? services.env.PAYMENT_PROVIDER,
  );
  return { ...services, provider, mail: getPaymentMailSettings(services.env) };
}

const translators = new Map<Locale, TFunction<"payment">>();

/** Server-side strings of the payment namespace (toasts set by loaders and actions). */
export function getPaymentT(locale: Locale): TFunction<"payment"> {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale, getLocaleResources(locale)).getFixedT(locale, "payment");
    translators.set(locale, t);
  }
  return t;
}
