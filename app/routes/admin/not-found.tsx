// Any other /admin URL: inside the guarded layout, so an anonymous visitor is sent to sign in (or, for a
// preview URL, to /auth) before learning whether the page exists; the administrator gets a 404.
import { NotFoundPage } from "../../components/error-boundary.tsx";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function AdminNotFound() {
  return <NotFoundPage />;
}
