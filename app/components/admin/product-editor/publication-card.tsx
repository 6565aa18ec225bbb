// The publication side card (back-office §4): the status badge and the quick actions Publier, Mettre en brouillon,
// Archiver, each hidden for the current status and saved at once (for a product already saved).
import { Archive, FilePen, Send } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { STATUS_BADGE, type EditorStatus } from "./product-status.ts";

const QUICK_ACTIONS = [
  { status: "published", key: "publish", icon: Send },
  { status: "draft", key: "draft", icon: FilePen },
  { status: "archived", key: "archive", icon: Archive },
] as const;

type PublicationCardProps = {
  /** The stored status (the badge), which the quick actions change. */
  status: EditorStatus;
  version: number | null;
  isBusy: boolean;
  /** Absent for a product not saved yet. */
  onStatus?: (status: EditorStatus) => void;
  isDirty: boolean;
};

export function PublicationCard({ status, version, isBusy, onStatus, isDirty }: PublicationCardProps) {
  const { t } = useTranslation("admin-editor");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("publication.title")}</CardTitle>
        <Badge variant={STATUS_BADGE[status]}>{t(`status.${status}`)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        {onStatus ? (
          <div className="grid gap-2">
            {QUICK_ACTIONS.filter((action) => action.status !== status).map(({ status: next, key, icon: Icon }) => (
              <Button
                key={key}
                type="button"
                variant={next === "archived" ? "outline" : next === "published" ? "default" : "secondary"}
                disabled={isBusy}
                onClick={() => onStatus(next)}
              >
                <Icon aria-hidden="true" />
                {t(`publication.${key}`)}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t("publication.saveFirst")}</p>
        )}
        <p className={`text-xs ${isDirty ? "font-medium text-amber-800" : "text-slate-500"}`} role="status">
          {isDirty ? t("actions.unsaved") : t("actions.saved")}
          {version === null ? null : <span className="text-slate-500"> · {t("publication.version", { version })}</span>}
        </p>
      </CardContent>
    </Card>
  );
}
