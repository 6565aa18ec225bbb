// Sign-out is a POST (a link or image elsewhere cannot sign the administrator out); a GET just goes home.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getServices } from "../../context.server.ts";
import { readSessionToken, serializeClearedSessionCookie } from "../../modules/auth/admin-session.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { signOutAdmin } from "../../modules/auth/sign-out-admin.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, logger } = getServices(context);
  const t = getServerT("fr", "auth");
  const token = await readSessionToken(request, env.PUBLIC_URL);
  try {
    if (token) await signOutAdmin(db, { token });
  } catch (error) {
    // The session row could not be deleted: say so rather than pretend, and keep the cookie.
    logger.error({ err: error }, "sign-out failed");
    return redirectWithToast(env, "/admin", { type: "error", title: t("toasts.logoutError") });
  }
  const headers = new Headers({ "Set-Cookie": await serializeClearedSessionCookie(env.PUBLIC_URL) });
  return redirectWithToast(
    env,
    "/",
    { type: "success", title: t("toasts.logoutTitle"), description: t("toasts.logoutText") },
    { headers },
  );
}
