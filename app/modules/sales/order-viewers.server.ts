// Who may see a buyer's name, email and phone on /checkout?orderId=… (issue 28 item 5): the order id travels in
// links, mails and logs, so it alone shows the order and its amounts, not who the buyer is. The browser that placed
// the order remembers it in a signed cookie (the last ORDERS_KEPT order ids, for ORDER_COOKIE_DAYS days); the buyer
// elsewhere opens it from the order's page (its emailed token). Anyone else gets the page without them.
import { createCookie } from "react-router";
import type { DbExecutor } from "../../db/db.server.ts";
import { openCustomerLink } from "../portal/customer-links.server.ts";

export const ORDER_COOKIE_NAME = "bpe_orders";
const ORDERS_KEPT = 10;
const ORDER_COOKIE_DAYS = 30;

type CookieEnv = { SESSION_SECRET: string; PUBLIC_URL: string };

function ordersCookie(env: CookieEnv) {
  return createCookie(ORDER_COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.PUBLIC_URL.startsWith("https:"),
    maxAge: ORDER_COOKIE_DAYS * 24 * 60 * 60,
    secrets: [env.SESSION_SECRET],
  });
}

async function readOrderIds(request: Request, env: CookieEnv): Promise<string[]> {
  const value: unknown = await ordersCookie(env).parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/** The Set-Cookie header that adds this order to the ones this browser placed. */
export async function rememberOrder(request: Request, env: CookieEnv, orderId: string): Promise<string> {
  const kept = (await readOrderIds(request, env)).filter((id) => id !== orderId);
  return ordersCookie(env).serialize([orderId, ...kept].slice(0, ORDERS_KEPT));
}

/** True when this request may see the order's buyer: the browser placed it, or it holds the order's page token. */
export async function maySeeBuyer(db: DbExecutor, request: Request, env: CookieEnv, orderId: string): Promise<boolean> {
  if ((await readOrderIds(request, env)).includes(orderId)) return true;
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  if (!token) return false;
  const link = await openCustomerLink(db, "order", token);
  return link?.orderId === orderId;
}
