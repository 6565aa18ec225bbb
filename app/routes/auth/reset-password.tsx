// The link of the password-reset email: opening it shows the form; only its POST sets the new password.
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/reset-password";
import { SetPasswordPage } from "../../components/auth/set-password-page.tsx";
import { authTitle } from "../../modules/auth/auth-meta.ts";
import { linkPageAction, loadLinkPage } from "../../modules/auth/link-page.server.ts";
import { authPageHeaders, noStoreMiddleware } from "../../modules/auth/auth-headers.server.ts";
import { backOfficePage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: authTitle(matches, "reset") },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = authPageHeaders;

export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware];

export const handle = backOfficePage();

export async function loader(args: Route.LoaderArgs) {
  return loadLinkPage(args, "reset");
}

export async function action(args: Route.ActionArgs) {
  return linkPageAction(args, "reset");
}

export default function ResetPassword() {
  const { token, email, blocks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SetPasswordPage
      section="reset"
      requestNewTo="/auth/forgot-password"
      token={token}
      email={email}
      blocks={blocks}
      actionData={actionData}
    />
  );
}
