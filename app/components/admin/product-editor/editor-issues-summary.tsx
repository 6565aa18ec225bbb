// What stops a save, listed at the top of the editor (focused after a failed save, so a screen reader reads it),
// and the version conflict with its way out: reload the product.
import type { Ref } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { EditorIssue } from "../../../modules/catalog/product-editor-schema.ts";
import { Button } from "../../ui/button.tsx";

type EditorIssuesProps = { issues: readonly EditorIssue[]; isConflict: boolean; ref?: Ref<HTMLDivElement> };

export function EditorIssues({ issues, isConflict, ref }: EditorIssuesProps) {
  const { t } = useTranslation("admin-editor");
  const messages = [...new Set(issues.filter((issue) => issue.path !== "version").map((issue) => t(issue.message)))];
  if (!isConflict && messages.length === 0) return <div ref={ref} tabIndex={-1} />;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 grid gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 focus:outline-none"
    >
      {isConflict ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{t("errors.conflict")}</p>
          <Button type="button" variant="outline" onClick={() => window.location.reload()}>
            {t("errors.reload")}
          </Button>
        </div>
      ) : null}
      {messages.length > 0 ? (
        <>
          <p className="font-medium">{t("errors.summary")}</p>
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
