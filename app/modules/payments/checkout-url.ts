// Where the buyer's browser goes to pay (pure: the HTTP server's Content-Security-Policy reads it too).

/** api.airwallex.com → checkout.airwallex.com; demo/sandbox API hosts → checkout-demo; anything else (a local fake) serves its own /checkout. */
export function deriveCheckoutUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.hostname === "api.airwallex.com" || url.hostname === "pci-api.airwallex.com")
    return "https://checkout.airwallex.com";
  if (url.hostname.endsWith(".airwallex.com")) return "https://checkout-demo.airwallex.com";
  return `${url.origin}/checkout`;
}

/**
 * The hosts a form may post to besides the site (the CSP's form-action, issue 28 item 7): the configured provider's
 * hosted checkout, so a form reaches it without JavaScript wherever it is (a provider double on another host too).
 * The sandbox pays on the site itself.
 */
export function paymentFormTargets(env: { PAYMENT_PROVIDER: string; AIRWALLEX_BASE_URL: string }): string[] {
  if (env.PAYMENT_PROVIDER !== "airwallex") return [];
  return [new URL(deriveCheckoutUrl(env.AIRWALLEX_BASE_URL)).origin];
}
