// Leaving the editor with unsaved changes asks first: React Router's blocker for links and back/forward within the
// app, and the browser's own question (beforeunload) for closing the tab or typing another address.
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogAction, AlertDialogContent } from "../../ui/alert-dialog.tsx";

/** `isDirty`: something is not saved; `isSaving`: a save is under way (its redirect must not be stopped). */
export function LeaveGuard({ isDirty, isSaving }: { isDirty: boolean; isSaving: boolean }) {
  const { t } = useTranslation("admin-editor");
  const shouldBlock = isDirty && !isSaving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => shouldBlock && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!shouldBlock) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is returned.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [shouldBlock]);
  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
    >
      <AlertDialogContent
        title={t("leave.title")}
        description={t("leave.text")}
        cancelLabel={t("leave.stay")}
        action={<AlertDialogAction onClick={() => blocker.proceed?.()}>{t("leave.leave")}</AlertDialogAction>}
      />
    </AlertDialog>
  );
}
