// How the back office names a lead's codes: a project type by its label, from either public form (home or product
// sheet). A code no catalog knows (an old value) is shown as it was stored rather than hidden.
type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** The label of a lead's project type in the admin-leads catalog, or null without one. */
export function leadProjectTypeLabel(t: Translate, code: string | null): string | null {
  return code ? t(`projectTypes.${code}`, { defaultValue: code }) : null;
}
