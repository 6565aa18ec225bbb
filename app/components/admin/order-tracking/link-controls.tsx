// A quote's or an order's private link in the back office: how many are live and when one was last opened, send a
// new one to the buyer, revoke them all (after a confirmation).
import { Link2, Send } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { LinkSummary } from "../../../modules/portal/admin-tracking.server.ts";
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { usePortalFetcher } from "./use-portal-fetcher.ts";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

export function LinkControls({
  action,
  links,
  description,
}: {
  action: string;
  links: LinkSummary;
  description: string;
}) {
  const { t } = useTranslation("portal");
  const fetcher = usePortalFetcher(`link:${action}`);
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const post = (intent: string) => fetcher.submit({ intent }, { method: "post", action });
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Link2 aria-hidden="true" className="size-4 text-slate-500" />
        {t("admin.linkTitle")}
      </p>
      <p className="text-slate-600">{description}</p>
      <p className="text-slate-700">
        {links.liveCount > 0 ? t("admin.live", { count: links.liveCount }) : t("admin.noLink")} ·{" "}
        {links.lastOpenedAt
          ? t("admin.lastOpened", { date: formatTahitiDateTime(links.lastOpenedAt) })
          : t("admin.neverOpened")}
      </p>
      <div className="flex flex-wrap gap-2">
        <StatusButton
          type="button"
          size="sm"
          variant="outline"
          status={pendingIntent === "send-link" ? "pending" : "idle"}
          onClick={() => post("send-link")}
        >
          <Send aria-hidden="true" />
          {t("admin.send")}
        </StatusButton>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" size="sm" variant="ghost" disabled={links.liveCount === 0}>
              {t("admin.revoke")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title={t("admin.revokeTitle")}
            description={t("admin.revokeText")}
            cancelLabel={t("admin.cancel")}
            action={<AlertDialogAction onClick={() => post("revoke-link")}>{t("admin.revoke")}</AlertDialogAction>}
          />
        </AlertDialog>
      </div>
    </div>
  );
}
