import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { Toast } from "../modules/toast/toast.server.ts";

type SonnerToast = typeof SonnerModule.toast;
type ToastData = { description?: string; id?: string | number };

const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

// Sonner (about 10 KB compressed) is not part of the page's first JavaScript: the first toast loads it and
// mounts its toaster, then this and every later toast are handed to it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
let resolveSonner: ((toast: SonnerToast) => void) | null = null;
const sonnerReady = new Promise<SonnerToast>((resolve) => (resolveSonner = resolve));
let wantsToaster = false;

function show(kind: "default" | "success" | "error", message: string, data?: ToastData) {
  if (!wantsToaster) {
    wantsToaster = true;
    for (const listener of listeners) listener();
  }
  // One toast per event: the same message shown again while it is on screen (an answer taken in by two renders, a
  // page's error read again by a revalidation) replaces it rather than stacking a copy under it.
  const id = data?.id ?? `${kind}:${message}:${data?.description ?? ""}`;
  void sonnerReady.then((toast) => (kind === "default" ? toast : toast[kind])(message, { ...data, id }));
}

/** Shows a toast (sonner's `toast`, `toast.success`, `toast.error`), loading sonner the first time. */
export const toast = Object.assign((message: string, data?: ToastData) => show("default", message, data), {
  success: (message: string, data?: ToastData) => show("success", message, data),
  error: (message: string, data?: ToastData) => show("error", message, data),
});

const onSonnerReady = (toast: SonnerToast) => resolveSonner?.(toast);

/**
 * Shows the toast the server handed over (flash cookie) with sonner; without JavaScript the same
 * message is rendered as a banner inside <noscript>.
 */
export function AppToaster({ toast: flash }: { toast: Toast | null }) {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wantsToaster,
    () => false,
  );
  useEffect(() => {
    if (!flash) return;
    const kind = flash.type === "error" ? "error" : flash.type === "success" ? "success" : "default";
    show(kind, flash.title, { id: flash.id, description: flash.description });
  }, [flash]);
  return (
    <>
      {mounted ? (
        <Suspense fallback={null}>
          <SonnerToaster onReady={onSonnerReady} />
        </Suspense>
      ) : null}
      {flash ? (
        <noscript>
          <div
            role={flash.type === "error" ? "alert" : "status"}
            className={`fixed inset-x-0 top-0 z-50 px-4 py-3 text-center text-sm font-medium text-white ${flash.type === "error" ? "bg-red-700" : "bg-emerald-700"}`}
          >
            <strong>{flash.title}</strong>
            {flash.description ? ` — ${flash.description}` : null}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
