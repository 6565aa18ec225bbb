import { X } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { ToastInput } from "../../modules/toast/toast.server.ts";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

/**
 * The server's one-off message (flash cookie, or a form's answer) on a page served without React: the same place
 * and look as the toasts of the other pages, readable without JavaScript; with it, a close button and it leaves by
 * itself (app/behaviours/dismiss.ts).
 */
export function StaticToast({ toast }: { toast: ToastInput | null }) {
  const { t } = useTranslation("common");
  if (!toast) return null;
  const isError = toast.type === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      {...hook(HOOKS.staticToast)}
      className={`fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-sm items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 text-sm shadow-lg ${isError ? "border-l-red-700 text-red-900" : "border-l-emerald-700 text-emerald-900"}`}
    >
      <p className="flex-1">
        <strong className="block font-semibold">{toast.title}</strong>
        {toast.description ? <span className="mt-1 block text-slate-700">{toast.description}</span> : null}
      </p>
      <button
        type="button"
        hidden
        {...hook(HOOKS.dismiss)}
        aria-label={t("toast.close")}
        className="rounded p-1 text-slate-600 hover:bg-slate-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
