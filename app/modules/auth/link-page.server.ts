// The pages an emailed or logged link opens (/auth/confirm for the first password, /auth/reset-password): opening
// the link (a GET, which a mail scanner may do) changes nothing; the password is set by the form's POST, which
// carries the token. The owner holding a link also sees and can end failed-attempt blocks here.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getServices } from "../../context.server.ts";
import type { AuthTokenPurpose } from "../../db/schema/index.ts";
import { redirectWithToast } from "../toast/toast.server.ts";
import { SetPasswordFormSchema } from "./auth-form-schemas.ts";
import { findUsableAuthToken } from "./auth-token.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { getClientAddress } from "./client-address.server.ts";
import { endLoginBlocks } from "./end-login-blocks.server.ts";
import { serializeLoginBlocks } from "./login-blocks-view.ts";
import { listLoginBlocks } from "./login-throttle.server.ts";
import { PasswordHashBusyError } from "./password.server.ts";
import { setPasswordFromLink } from "./set-password-from-link.server.ts";
import { readFormData } from "../security/read-form-data.server.ts";

type RouteArgs = { request: Request; context: Parameters<typeof getServices>[0] };

const MAX_TOKEN_LENGTH = 200;
const HIDDEN = { hideFields: ["password", "confirmPassword"] };
export const BUSY_RETRY_SECONDS = 5;

/** The form's data when the link is usable, or a 410 with nothing (the page then offers a new link). */
export async function loadLinkPage({ request, context }: RouteArgs, purpose: AuthTokenPurpose) {
  const { db } = getServices(context);
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, MAX_TOKEN_LENGTH);
  const account = token ? await findUsableAuthToken(db, { token, purpose }) : null;
  if (!account) return data({ token: null, email: null, blocks: [] }, { status: 410 });
  return { token, email: account.email, blocks: serializeLoginBlocks(await listLoginBlocks(db)) };
}

/** POST of a link page: `intent=unblock` ends blocks (the link stays usable); otherwise sets the password. */
export async function linkPageAction({ request, context }: RouteArgs, purpose: AuthTokenPurpose) {
  const { db, env, authRefusals } = getServices(context);
  const formData = await readFormData(request);
  const ip = getClientAddress(request, context);
  const t = getServerT("fr", "auth");
  const invalidLink = () =>
    redirectWithToast(env, purpose === "reset" ? "/auth/forgot-password" : "/login", {
      type: "error",
      title: t(`${purpose}.invalidTitle`),
      description: t(`${purpose}.invalidText`),
    });
  if (formData.get("intent") === "unblock") {
    const token = String(formData.get("token") ?? "").slice(0, MAX_TOKEN_LENGTH);
    if (!token || !(await findUsableAuthToken(db, { token, purpose }))) return invalidLink();
    const key = formData.get("key");
    const removed = await endLoginBlocks(db, {
      key: typeof key === "string" && key ? key : undefined,
      actor: "emailed-link",
      ip,
      refusals: authRefusals,
    });
    return data({ result: undefined, unblocked: removed });
  }
  const submission = parseWithZod(formData, { schema: SetPasswordFormSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(HIDDEN), unblocked: undefined }, { status: 400 });
  const { token, password } = submission.value;
  try {
    if (!(await setPasswordFromLink(db, { token, purpose, password, ip }))) return invalidLink();
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    return data(
      { result: submission.reply({ formErrors: ["errors.serverBusy"], ...HIDDEN }), unblocked: undefined },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_SECONDS) } },
    );
  }
  return redirectWithToast(env, "/login", {
    type: "success",
    title: t(`${purpose}.doneTitle`),
    description: t(`${purpose}.doneText`),
  });
}
