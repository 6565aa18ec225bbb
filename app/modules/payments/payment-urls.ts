// Where the buyer comes back to, in the order's language (storefront §2, §7).
import { localePath, type Locale } from "../i18n/locales.ts";

function absolute(publicUrl: string, locale: Locale, path: string, query: Record<string, string>): string {
  const url = new URL(localePath(locale, path), publicUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Card payment: /payment/success and /payment/cancel (a decline lands on the cancel page too). */
export function cardReturnUrls(publicUrl: string, locale: Locale, orderId: string) {
  return {
    successUrl: absolute(publicUrl, locale, "/payment/success", { orderId }),
    cancelUrl: absolute(publicUrl, locale, "/payment/cancel", { orderId }),
    failUrl: absolute(publicUrl, locale, "/payment/cancel", { orderId, failed: "1" }),
  };
}

/** Deposit: success /thank-you?orderId=…, cancel /checkout?orderId=…&cancelled=1 (storefront §7 create-checkout). */
export function depositReturnUrls(publicUrl: string, locale: Locale, orderId: string) {
  return {
    successUrl: absolute(publicUrl, locale, "/thank-you", { orderId }),
    cancelUrl: absolute(publicUrl, locale, "/checkout", { orderId, cancelled: "1" }),
    failUrl: absolute(publicUrl, locale, "/checkout", { orderId, failed: "1" }),
  };
}

/** Balance: /espace/solde/:invoiceId, which says whether the payment went through (?annule=1 when not). */
export function balanceReturnUrls(publicUrl: string, locale: Locale, invoiceId: string) {
  const path = `/espace/solde/${invoiceId}`;
  return {
    successUrl: absolute(publicUrl, locale, path, {}),
    cancelUrl: absolute(publicUrl, locale, path, { annule: "1" }),
    failUrl: absolute(publicUrl, locale, path, { annule: "1", echec: "1" }),
  };
}
