import type { EditorIssue } from "../../../modules/catalog/product-editor-schema.ts";

/** The message key of the first issue at `path`, if any. */
export function issueAt(issues: readonly EditorIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path)?.message;
}
