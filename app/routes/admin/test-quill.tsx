// Developer test page for the rich-text editor (back-office §2), behind the admin layout's guard.
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { Route } from "./+types/test-quill";
import { EditorTestPanel } from "../../components/rich-text/editor-test-panel.tsx";
import { sanitizeEditorSubmission } from "../../modules/editor/sanitize-editor-submission.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: getMetaText(matches, "editor:meta.adminTitle") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request }: Route.ActionArgs) {
  return sanitizeEditorSubmission(await readFormData(request));
}

export default function AdminTestQuill({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("adminTitle")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("intro")}</p>
      <div className="mt-6">
        <EditorTestPanel actionData={actionData} />
      </div>
    </>
  );
}
