// The editor's form state: what is typed, what was last saved (to know whether leaving loses anything) and the
// version of the product it was opened at (the save's check).
import { useCallback, useMemo, useState } from "react";
import type { ProductEditorForm } from "../../../modules/catalog/product-editor-schema.ts";

export type FormUpdate = (change: (form: ProductEditorForm) => ProductEditorForm) => void;

export function useEditorForm(initial: ProductEditorForm, initialVersion: number) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [version, setVersion] = useState(initialVersion);
  const update: FormUpdate = useCallback((change) => setForm((current) => change(current)), []);
  const isDirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(saved), [form, saved]);
  /** After a save: `savedForm` is what is stored now, at `nextVersion`. */
  const markSaved = useCallback((savedForm: ProductEditorForm, nextVersion: number) => {
    setSaved(savedForm);
    setVersion(nextVersion);
  }, []);
  /** After a change saved apart (a quick status action): applied to the stored copy and to what is typed. */
  const applySaved = useCallback((change: (form: ProductEditorForm) => ProductEditorForm, nextVersion: number) => {
    setSaved(change);
    setForm(change);
    setVersion(nextVersion);
  }, []);
  return { form, update, isDirty, version, markSaved, applySaved };
}
