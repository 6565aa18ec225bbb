import frEditor from "../../locales/fr/admin-editor.json" with { type: "json" };

export type EditorText = typeof frEditor;

/** The French editor catalog, for the toasts the server writes itself (in a redirect). */
export function getEditorText(): EditorText {
  return frEditor;
}
