// The link of the sign-up email and of the set-up link logged at first start (ruling 14): opening it shows the form
// where the administrator chooses the password; only its POST sets it.
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/confirm-email";
import { SetPasswordPage } from "../../components/auth/set-password-page.tsx";
import { authTitle } from "../../modules/auth/auth-meta.ts";
import { linkPageAction, loadLinkPage } from "../../modules/auth/link-page.server.ts";
import { authPageHeaders, noStoreMiddleware } from "../../modules/auth/auth-headers.server.ts";
import { backOfficePage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: authTitle(matches, "confirm") },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = authPageHeaders;

export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware];

export const handle = backOfficePage();

export async function loader(args: Route.LoaderArgs) {
  return loadLinkPage(args, "confirm");
}

export async function action(args: Route.ActionArgs) {
  return linkPageAction(args, "confirm");
}

export default function ConfirmEmail() {
  const { token, email, blocks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SetPasswordPage
      section="confirm"
      requestNewTo="/auth?mode=signup"
      token={token}
      email={email}
      blocks={blocks}
      actionData={actionData}
    />
  );
}
