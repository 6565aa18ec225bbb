// Any other /admin URL: inside the guarded layout, so an anonymous visitor is sent to sign in (or, for a
// preview URL, to /auth) before learning whether the page exists. The administrator gets a 404 inside the frame,
// or, under the URL of a section still to be built, a page saying it is coming.
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminNotFound } from "../../components/admin/admin-error-page.tsx";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { findPlannedSection } from "../../components/admin/admin-sections.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const planned = findPlannedSection(location.pathname);
  return planned
    ? adminMeta(matches, "planned.title", { section: getMetaText(matches, `admin:nav.${planned.key}`) })
    : adminMeta(matches, "notFound.title");
};

export const handle: AdminHandle = {
  breadcrumb: (match, t) => {
    const planned = findPlannedSection(match.pathname);
    return planned ? t(`nav.${planned.key}`) : t("notFound.title");
  },
};

// The navigation links to the sections still to be built: their page answers 200 (a 404 would read as a broken
// link); any other URL is not found.
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  return data(null, { status: findPlannedSection(pathname) ? 200 : 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function AdminNotFoundRoute() {
  return <AdminNotFound pathname={useLocation().pathname} />;
}
