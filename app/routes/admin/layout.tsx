// The back office's frame. Its middleware runs before every child loader and action, so no /admin page or action
// can answer a visitor who is not the administrator (issue 6 §5).
import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminHeader } from "../../components/admin/admin-header.tsx";
import { adminMiddleware, requireAdmin } from "../../modules/auth/admin-guard.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { email } = await requireAdmin(request, context);
  return { email };
}

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader email={email} />
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
