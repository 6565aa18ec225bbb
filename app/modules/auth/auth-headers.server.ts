import { getServices } from "../../context.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { getClientAddress } from "./client-address.server.ts";
import { addressKey, getAddressWaitMs, pairKey } from "./login-throttle.server.ts";
import type { RefusalCache } from "./refusal-cache.ts";

// Pages that show or take credentials, and every back-office answer, must not be kept by the browser or a proxy
// (issue 12 item 8): a shared computer's back button or a CDN would otherwise show them to the next person.

/** The response with `Cache-Control: no-store` (a copy when its headers are immutable). */
export function withNoStore(response: Response): Response {
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}

/** Route middleware: the answer, and a thrown response (redirect, 4xx), carry `Cache-Control: no-store`. */
export async function noStoreMiddleware(_args: unknown, next: () => Promise<Response>): Promise<Response> {
  try {
    return withNoStore(await next());
  } catch (error) {
    throw error instanceof Response ? withNoStore(error) : error;
  }
}

/**
 * The `headers` of the auth pages: React Router keeps only cookies from an action's headers unless the route says
 * otherwise, so a refusal's `Retry-After` is passed on here.
 */
export function authPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

type MiddlewareArgs = { request: Request; context: Parameters<typeof getServices>[0] };

/** Sign-in forms are a few hundred bytes; a copy of a larger body is not read here (the action reads it). */
const SMALL_FORM_BYTES = 8 * 1024;

/**
 * True when the form's (account, this address) pair is refused in this process's memory: the action then refuses it
 * with its own page and no database read, so this middleware skips its address read too. Only a small URL-encoded
 * body that says its length is read, from a copy; anything else goes on to the action's checks.
 */
async function isKnownRefusedPair(request: Request, ip: string, refusals: RefusalCache): Promise<boolean> {
  if (refusals.size === 0) return false;
  const length = Number(request.headers.get("Content-Length"));
  const type = request.headers.get("Content-Type") ?? "";
  if (!(length > 0 && length <= SMALL_FORM_BYTES) || !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
    return false;
  let email: string | null;
  try {
    email = new URLSearchParams(await request.clone().text()).get("email");
  } catch {
    return false; // The client went away mid-body: the action answers it.
  }
  return email !== null && refusals.waitMs(pairKey(email, ip), Date.now()) > 0;
}

/**
 * Route middleware of the auth forms: a form POST from an address that has to wait gets a short plain 429 before
 * the action runs and without rendering the page. Once this process knows the address (or the form's account and
 * address pair) waits, no database work is done at all; until then, one indexed read per request.
 * Data requests of client navigation (`.data`) go on to the action, which answers the same refusal as data.
 */
export async function throttledPostMiddleware(
  { request, context }: MiddlewareArgs,
  next: () => Promise<Response>,
): Promise<Response> {
  if (request.method !== "POST" || new URL(request.url).pathname.endsWith(".data")) return next();
  const { db, authRefusals } = getServices(context);
  const ip = getClientAddress(request, context);
  const isAddressKnown = authRefusals.waitMs(addressKey(ip), Date.now()) > 0;
  if (!isAddressKnown && (await isKnownRefusedPair(request, ip, authRefusals))) return next();
  const waitMs = await getAddressWaitMs(db, { ip, refusals: authRefusals });
  if (waitMs <= 0) return next();
  return new Response(getServerT("fr", "auth")("errors.tooManyAttemptsLater"), {
    status: 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(Math.ceil(waitMs / 1000)),
    },
  });
}
