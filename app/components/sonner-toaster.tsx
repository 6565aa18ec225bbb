import { useEffect } from "react";
import { toast, Toaster } from "sonner";

/** Sonner's toaster, loaded with sonner itself when the first toast must show (app/components/toaster.tsx). */
export default function SonnerToaster({ onReady }: { onReady: (show: typeof toast) => void }) {
  // Children's effects run first: once this one runs, the Toaster listens for toasts.
  useEffect(() => onReady(toast), [onReady]);
  return (
    <Toaster
      position="bottom-center"
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
  );
}
