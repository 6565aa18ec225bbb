// Any other /admin URL: inside the guarded layout, so an anonymous visitor is sent to sign in (or, for a
// preview URL, to /auth) before learning whether the page exists; the administrator gets a 404 inside the frame,
// which says so when the URL belongs to a section still to be built.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminNotFound } from "../../components/admin/admin-error-page.tsx";
import { adminMeta } from "../../components/admin/admin-handle.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "notFound.title");

export function loader({ request }: Route.LoaderArgs) {
  return data({ pathname: new URL(request.url).pathname }, { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function AdminNotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <AdminNotFound pathname={loaderData.pathname} />;
}
