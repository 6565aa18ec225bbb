import type { EditorIssue } from "../../../modules/catalog/product-editor-schema.ts";

/** The message key of the first issue at `path`, if any. */
export function issueAt(issues: readonly EditorIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path)?.message;
}

/** The value at a dotted issue path ('title', 'options.1.values.0.label') of the form, or undefined. */
function valueAt(form: unknown, path: string): unknown {
  let value = form;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The issues still true of `form`: those whose value has not changed since `checked`, the form they were found in.
 * A field fixed after a failed save loses its message (summary and field) at once; the others keep theirs until
 * the next save checks again.
 */
export function freshIssues(issues: readonly EditorIssue[], checked: unknown, form: unknown): EditorIssue[] {
  if (issues.length === 0 || checked === null || checked === form) return [...issues];
  return issues.filter(
    (issue) => JSON.stringify(valueAt(checked, issue.path)) === JSON.stringify(valueAt(form, issue.path)),
  );
}
