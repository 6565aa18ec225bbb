// The way back from the balance payment (issue 26 item 4): the buyer's order page keeps its own address in a cookie of
// the buyer's browser when it sends him to the provider, so the result page can link back to it without the
// order page's key ever travelling in the provider's return URL.
import type { PaymentErrorCode } from "../payments/payment-error.ts";

const COOKIE = "bpe_order_page";
const ORDER_PAGE_PATH = /^(?:\/(?:en|zh))?\/espace\/commande\/[A-Za-z0-9_-]{16,128}$/;

/** The Set-Cookie header that remembers the order page's path for a day (HttpOnly, this site only). */
export function orderPageCookie(path: string): string {
  const value = ORDER_PAGE_PATH.test(path) ? encodeURIComponent(path) : "";
  return `${COOKIE}=${value}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`;
}

/** The order page's path kept by orderPageCookie, or null. */
export function readOrderPageCookie(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== COOKIE) continue;
    try {
      const path = decodeURIComponent(rest.join("="));
      return ORDER_PAGE_PATH.test(path) ? path : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The `tracking:` message of a balance payment that could not start. */
export function balanceErrorKey(code: PaymentErrorCode): string {
  if (code === "NOT_PAYABLE") return "balance.errors.notPayable";
  if (code === "ALREADY_PAID") return "balance.errors.alreadyPaid";
  if (code === "AMOUNT_CHANGED") return "balance.errors.amountChanged";
  return "balance.errors.provider";
}
