// The body of the editor test pages (/quill-test and /admin/test-quill): the editor in a real form, its live HTML,
// the server's sanitised result after a POST, and the input log.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { EDITOR_HTML_MAX, EditorTestSchema } from "../../modules/editor/editor-test-schema.ts";
import type { EditorTestResult } from "../../modules/editor/sanitize-editor-submission.server.ts";
import { FieldErrors } from "../forms/field-errors.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { InputLogPanel } from "./input-log-panel.tsx";
import { useInputLog } from "./input-log.ts";
import { RICH_TEXT_CLASSES } from "./rich-text-classes.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

const SAMPLE =
  "<h2>Tiny house 20 pieds</h2><p>Une maison <strong>compacte</strong>, livrée <em>CNF Papeete</em>.</p><ul><li>Isolation</li><li>Panneaux solaires</li></ul>";

export function EditorTestPanel({ actionData }: { actionData: EditorTestResult | undefined }) {
  const { t } = useTranslation("editor");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditorTestSchema }),
    shouldRevalidate: "onInput",
  });
  const initial = actionData?.sanitized ?? SAMPLE;
  const [html, setHtml] = useState(initial);
  const log = useInputLog();
  const fieldErrors = fields.content.errors;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <RichTextEditor
            name={fields.content.name}
            label={t("field.label")}
            defaultValue={initial}
            describedBy={fieldErrors ? fields.content.errorId : undefined}
            invalid={Boolean(fieldErrors)}
            onChange={(next, change) => {
              setHtml(next);
              log.record(change, t("log.length", { count: next.length }));
            }}
          />
          <FieldErrors id={fields.content.errorId} errors={fieldErrors} max={EDITOR_HTML_MAX} />
          <SubmitButton isPending={navigation.state === "submitting"} pendingLabel={t("submitPending")}>
            {t("submit")}
          </SubmitButton>
        </Form>

        <section aria-labelledby="live-html-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="live-html-title" className="text-lg font-semibold text-slate-900">
            {t("live.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("live.hint")}</p>
          <pre
            aria-label={t("live.codeLabel")}
            className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50"
          >
            {html || t("live.empty")}
          </pre>
        </section>
      </div>

      <div className="space-y-6">
        <section aria-labelledby="sanitized-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="sanitized-title" className="text-lg font-semibold text-slate-900">
            {t("sanitized.title")}
          </h2>
          {actionData?.sanitized == null ? (
            <p className="mt-2 text-sm text-slate-600">{t("sanitized.empty")}</p>
          ) : (
            <div role="status" className="mt-2 space-y-3">
              <p className="text-sm text-slate-700">
                {t("sanitized.summary", { received: actionData.receivedLength, kept: actionData.sanitized.length })}
              </p>
              <pre
                aria-label={t("sanitized.codeLabel")}
                className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-100 p-3 font-mono text-xs text-slate-900"
              >
                {actionData.sanitized}
              </pre>
              <h3 className="text-sm font-semibold text-slate-800">{t("sanitized.rendered")}</h3>
              {/* Safe: this HTML has just been through the server's allowlist. */}
              <div
                className={`rounded-md border border-slate-200 p-3 ${RICH_TEXT_CLASSES}`}
                dangerouslySetInnerHTML={{ __html: actionData.sanitized }}
              />
            </div>
          )}
        </section>
        <InputLogPanel entries={log.entries} onClear={log.clear} />
      </div>
    </div>
  );
}
