// Any other /admin URL: inside the guarded layout, so an anonymous visitor is sent to sign in (or, for a
// preview URL, to /auth) before learning whether the page exists. The administrator gets a 404 inside the frame.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminNotFound } from "../../components/admin/admin-error-page.tsx";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "notFound.title");

export const handle: AdminHandle = { breadcrumb: (_match, t) => t("notFound.title") };

export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function AdminNotFoundRoute() {
  return <AdminNotFound />;
}
