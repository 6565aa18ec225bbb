// Rich-text editor test page (storefront §2): public, never indexed. The only public page that loads the editor.
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { Route } from "./+types/quill-test";
import { EditorTestPanel } from "../../components/rich-text/editor-test-panel.tsx";
import { getServices } from "../../context.server.ts";
import { sanitizeEditorSubmission } from "../../modules/editor/sanitize-editor-submission.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getSeoInfo } from "../../modules/seo/seo.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildPageMeta({
    seo: loaderData?.seo,
    title: getMetaText(matches, "editor:meta.title"),
    description: getMetaText(matches, "editor:meta.description"),
    isNoIndex: true,
  });

export const handle = publicPage({ namespaces: ["editor", "forms"] });

export function loader({ url, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  // The normalised URL: a client navigation requests /quill-test.data.
  return { seo: getSeoInfo(new Request(url), env.PUBLIC_URL) };
}

export async function action({ request }: Route.ActionArgs) {
  return sanitizeEditorSubmission(await readFormData(request));
}

export default function QuillTest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-8">
        <EditorTestPanel actionData={actionData} />
      </div>
    </main>
  );
}
