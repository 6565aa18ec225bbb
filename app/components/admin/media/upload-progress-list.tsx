import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";

export type UploadItem = {
  key: string;
  name: string;
  status: "waiting" | "uploading" | "processing" | "done" | "error";
  /** 0..1 of the file sent. */
  progress: number;
  error?: string;
};

/** One line per file sent: its progress bar while it goes, then 'Ajouté' or its error (which stays until dismissed). */
export function UploadProgressList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation("admin-media");
  if (items.length === 0) return null;
  return (
    <section aria-label={t("manager.uploads")} className="space-y-2">
      <ul className="space-y-2">
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          const label =
            item.status === "waiting"
              ? t("manager.waiting")
              : item.status === "uploading"
                ? t("manager.uploading", { percent })
                : item.status === "processing"
                  ? t("manager.processing")
                  : item.status === "done"
                    ? t("manager.uploaded")
                    : item.error;
          return (
            <li
              key={item.key}
              className={
                item.status === "error"
                  ? "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm"
                  : "rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
              }
            >
              <div className="flex items-center gap-2">
                {item.status === "done" ? (
                  <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                ) : item.status === "error" ? (
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700" />
                ) : null}
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{item.name}</span>
                <span className={item.status === "error" ? "text-red-800" : "text-slate-600"} role="status">
                  {item.status === "error" ? null : label}
                </span>
                {item.status === "error" ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t("manager.dismiss")}
                    onClick={() => onDismiss(item.key)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {item.status === "error" ? (
                <p role="alert" className="mt-1 text-red-800">
                  {label}
                </p>
              ) : item.status !== "done" ? (
                <progress
                  className="mt-2 block h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-700"
                  max={100}
                  value={item.status === "processing" ? 100 : percent}
                  aria-label={item.name}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
