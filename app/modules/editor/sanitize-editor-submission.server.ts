// The action of the editor test pages: parse the posted HTML and return it sanitised by the same allowlist as product
// descriptions (DESIGN.md "Rich text"), so a tester sees what the server would store.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { sanitizeDescription } from "../catalog/sanitize-description.server.ts";
import { EditorTestSchema } from "./editor-test-schema.ts";

export type EditorTestResult = {
  result: SubmissionResult<string[]>;
  sanitized: string | null;
  /** Characters received. */
  receivedLength: number;
};

export function sanitizeEditorSubmission(formData: FormData) {
  const submission = parseWithZod(formData, { schema: EditorTestSchema });
  if (submission.status !== "success") {
    const body: EditorTestResult = { result: submission.reply(), sanitized: null, receivedLength: 0 };
    return data(body, { status: 400 });
  }
  const { content } = submission.value;
  const sanitized = sanitizeDescription(content);
  const body: EditorTestResult = {
    result: submission.reply(),
    sanitized,
    receivedLength: content.length,
  };
  return data(body);
}
