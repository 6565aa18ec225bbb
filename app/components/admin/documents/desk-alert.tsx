import { useEffect } from "react";
import type { DeskError } from "../../../modules/documents/desk-error-text.ts";
import { deskErrorText } from "../../../modules/documents/desk-error-text.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { toast } from "../../toaster.tsx";

/**
 * The failure of a document action (back-office §8): a destructive toast titled 'Erreur', and the same sentence in
 * the page, so it stays readable after the toast is gone.
 */
export function DeskAlert({ error }: { error: DeskError | null | undefined }) {
  const { t } = useTranslation(["admin-documents", "documents"]);
  const text = error ? deskErrorText(error, t) : null;
  useEffect(() => {
    if (text) toast.error(t("admin-documents:toast.error"), { description: text });
  }, [error, text, t]);
  if (!text) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  );
}
