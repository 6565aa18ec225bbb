// The back office's frame. Its middleware runs before every child loader and action, so no /admin page or action
// can answer a visitor who is not the administrator (issue 6 §5).
import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorPage } from "../../components/admin/admin-error-page.tsx";
import { AdminFrame } from "../../components/admin/admin-frame.tsx";
import { adminMiddleware, requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { backOfficePage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export const handle = backOfficePage();

export async function loader({ request, context }: Route.LoaderArgs) {
  const { email } = await requireAdmin(request, context);
  return { email };
}

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AdminFrame email={email}>
      <Outlet />
    </AdminFrame>
  );
}

/** A page's error (a 404 for an unknown record, a failure) shows inside the frame, so the navigation stays. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (
    <AdminFrame email={data?.email}>
      <AdminErrorPage error={error} />
    </AdminFrame>
  );
}
