// Developer test page for the rich-text editor (back-office §2), behind the admin layout's guard.
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { Route } from "./+types/test-quill";
import { EditorTestPanel } from "../../components/rich-text/editor-test-panel.tsx";
import { sanitizeEditorSubmission } from "../../modules/editor/sanitize-editor-submission.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import type { AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: getMetaText(matches, "editor:meta.adminTitle") },
  { name: "robots", content: "noindex, nofollow" },
];

export const handle: AdminHandle = { breadcrumb: "nav.testQuill" };

export async function action({ request }: Route.ActionArgs) {
  return sanitizeEditorSubmission(await readFormData(request));
}

export default function AdminTestQuill({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  return (
    <>
      <AdminPageHeader title={t("adminTitle")} description={t("intro")} />
      <div>
        <EditorTestPanel actionData={actionData} />
      </div>
    </>
  );
}
