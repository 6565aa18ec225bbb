import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "../../components/error-boundary.tsx";
import { getMetaText } from "../../modules/seo/meta-text.ts";

// Any URL no other route claims: the 404 page inside the site's header and footer, with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: getMetaText(matches, "common:meta.pageTitle", {
      heading: getMetaText(matches, "common:errors.notFoundTitle"),
    }),
  },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
