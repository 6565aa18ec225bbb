// The form of the editor test pages (/quill-test, /admin/test-quill): the editor's HTML. Shared by Conform in the
// browser and the action on the server.
import { z } from "zod";

/** Generous: an editor page's HTML, not a file upload. */
export const EDITOR_HTML_MAX = 100_000;

export const EditorTestSchema = z.object({
  content: z
    .string({ error: "editor:errors.required" })
    .trim()
    .min(1, "editor:errors.required")
    .max(EDITOR_HTML_MAX, "forms:errors.tooLong"),
});
