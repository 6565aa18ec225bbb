import { useEffect } from "react";
import { Toaster, toast as showToast } from "sonner";
import type { Toast } from "../modules/toast/toast.server.ts";

/**
 * Shows the toast the server handed over (flash cookie) with sonner; without JavaScript the same
 * message is rendered as a banner inside <noscript>.
 */
export function AppToaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : toast.type === "success" ? showToast.success : showToast;
    // Deferred so the toaster is mounted when a toast arrives with the first page.
    const timer = setTimeout(() => show(toast.title, { id: toast.id, description: toast.description }), 0);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <>
      <Toaster
        position="top-center"
        closeButton
        // Sonner's rich colours fail WCAG contrast; dark text on white with a coloured edge passes.
        toastOptions={{
          classNames: {
            error: "!border-l-4 !border-l-red-700 !text-red-900",
            success: "!border-l-4 !border-l-emerald-700 !text-emerald-900",
            description: "!text-slate-700",
          },
        }}
      />
      {toast ? (
        <noscript>
          <div
            role={toast.type === "error" ? "alert" : "status"}
            className={`fixed inset-x-0 top-0 z-50 px-4 py-3 text-center text-sm font-medium text-white ${toast.type === "error" ? "bg-red-700" : "bg-emerald-700"}`}
          >
            <strong>{toast.title}</strong>
            {toast.description ? ` — ${toast.description}` : null}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
