// What payment routes need from the app's services, in one call.
import type { TFunction } from "../i18n/i18n.ts";
import { getServices } from "../../context.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
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

/** Server-side strings of the payment namespace (toasts set by loaders and actions). */
export const getPaymentT = (locale: Locale): TFunction<"payment"> => getServerT(locale, "payment");
