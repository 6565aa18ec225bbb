import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminFloatingButton, AdminSiteControls } from "../../components/admin/admin-site-controls.tsx";
import { NavigationProgress } from "../../components/layout/navigation-progress.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { getServices } from "../../context.server.ts";
import { listMenuCategories } from "../../modules/catalog/list-menu-categories.server.ts";
import { getPublicEnv } from "../../modules/config/env.server.ts";
import { isLocale } from "../../modules/i18n/locales.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  // Only /en and /zh are language prefixes; "/xyz/..." is an unknown page.
  if (params.lang !== undefined && (params.lang === "fr" || !isLocale(params.lang))) {
    throw new Response("Not Found", { status: 404 });
  }
  const { db, env } = getServices(context);
  return { categories: await listMenuCategories(db), company: getPublicEnv(env) };
}

export default function SiteLayout() {
  const { categories, company } = useLoaderData<typeof loader>();
  const isAdmin = (useRouteLoaderData("root") as { isAdmin?: boolean } | undefined)?.isAdmin === true;
  return (
    <>
      <SiteHeader categories={categories} adminControls={isAdmin ? <AdminSiteControls /> : null} />
      <NavigationProgress />
      <div id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </div>
      <SiteFooter company={company} />
      {isAdmin ? <AdminFloatingButton /> : null}
    </>
  );
}
