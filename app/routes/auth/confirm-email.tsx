// The link of the sign-up email: confirms the administrator's address, then on to the sign-in page.
import type { Route } from "./+types/confirm-email";
import { getServices } from "../../context.server.ts";
import { getAuthText } from "../../modules/auth/auth-text.server.ts";
import { confirmAdminEmail } from "../../modules/auth/confirm-admin-email.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const isConfirmed = token.length > 0 && token.length <= 200 && (await confirmAdminEmail(db, { token }));
  const text = getAuthText().confirm;
  return isConfirmed
    ? redirectWithToast(env.SESSION_SECRET, "/login", { type: "success", title: text.doneTitle, description: text.doneText })
    : redirectWithToast(env.SESSION_SECRET, "/login", { type: "error", title: text.invalidTitle, description: text.invalidText });
}
