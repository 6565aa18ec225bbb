// The server-side guard of the back office (issue 6): the admin layout's middleware and every route outside it
// (resource routes, print pages, PDFs) call these.
import { redirect } from "react-router";
import { getServices } from "../../context.server.ts";
import type { Env } from "../config/env.server.ts";
import { redirectWithToast } from "../toast/toast.server.ts";
import { getSessionUser, readSessionToken } from "./admin-session.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { withNoStore } from "./auth-headers.server.ts";

export type AdminUser = { id: string; email: string };
type ContextReader = Parameters<typeof getServices>[0];

const cache = new WeakMap<Request, Promise<AdminUser | null>>();

/** Only the address of ADMIN_EMAIL may ever be the administrator. */
export function isAdminEmail(env: Pick<Env, "ADMIN_EMAIL">, email: string): boolean {
  return email.trim().toLowerCase() === env.ADMIN_EMAIL.toLowerCase();
}

/** The signed-in administrator, or null. One database read per request at most. */
export function getAdminUser(request: Request, context: ContextReader): Promise<AdminUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = readAdminUser(request, context);
    cache.set(request, pending);
  }
  return pending;
}

async function readAdminUser(request: Request, context: ContextReader): Promise<AdminUser | null> {
  const { db, env } = getServices(context);
  const token = await readSessionToken(request, env.PUBLIC_URL);
  if (!token) return null;
  const user = await getSessionUser(db, { token });
  if (!user || !isAdminEmail(env, user.email)) return null;
  return { id: user.id, email: user.email };
}

/** Preview pages send a signed-out visitor to /auth with a toast (back-office spec §6). */
export const PREVIEW_PATH = /^\/admin\/.+\/preview\/?$/;

/**
 * The administrator, or a thrown response: a redirect to /login for a page (to /auth with the 'Accès refusé'
 * toast for a preview page), 401 for anything else (actions, fetches of files or data).
 */
export async function requireAdmin(request: Request, context: ContextReader): Promise<AdminUser> {
  const user = await getAdminUser(request, context);
  if (user) return user;
  throw await refuseAnonymous(request, getServices(context).env);
}

async function refuseAnonymous(request: Request, env: Env): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return unauthorized();
  const url = new URL(request.url);
  const isPage = (request.headers.get("Accept") ?? "").includes("text/html") || url.pathname.endsWith(".data");
  if (!isPage) return unauthorized();
  const pathname = url.pathname.replace(/\.data$/, "");
  if (PREVIEW_PATH.test(pathname)) {
    const t = getServerT("fr", "auth");
    return redirectWithToast(env, "/auth", {
      type: "error",
      title: t("errors.accessDenied"),
      description: t("errors.adminOnly"),
    });
  }
  return redirect(`/login?redirectTo=${encodeURIComponent(pathname + url.search)}`);
}

function unauthorized(): Response {
  return new Response("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Middleware for any route that must be the administrator's only (the admin layout uses it). Every answer,
 * refusals included, carries `Cache-Control: no-store`.
 */
export async function adminMiddleware(
  { request, context }: { request: Request; context: ContextReader },
  next: () => Promise<Response>,
) {
  try {
    await requireAdmin(request, context);
  } catch (error) {
    throw error instanceof Response ? withNoStore(error) : error;
  }
  return withNoStore(await next());
}
