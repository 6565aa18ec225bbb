import { useEffect } from "react";
import type { DeskError } from "../../../modules/documents/desk-error-text.ts";
import { deskErrorText } from "../../../modules/documents/desk-error-text.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { toast } from "../../toaster.tsx";

/**
 * The failure of a document action (back-office §8): a destructive toast titled 'Erreur', and the same sentence in
 * the page, so it stays readable after the toast is gone. An action's answer is a new object each time, so each
 * failed attempt toasts; a loader's error (`fromLoader`) comes back as a new object at every revalidation of the
 * page, so it toasts only when its sentence appears or changes.
 */
export function DeskAlert({
  error,
  fromLoader = false,
}: {
  error: DeskError | null | undefined;
  fromLoader?: boolean;
}) {
  const { t } = useTranslation(["admin-documents", "documents"]);
  const text = error ? deskErrorText(error, t) : null;
  const answer = fromLoader ? text : error;
  useEffect(() => {
    if (text) toast.error(t("admin-documents:toast.error"), { description: text });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per answer (see above), not per render
  }, [answer]);
  if (!text) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  );
}
