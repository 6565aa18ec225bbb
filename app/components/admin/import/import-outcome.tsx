import { CircleAlert, CircleCheck, ExternalLink, Info } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ImportedDraftLinks, ImportStreamEvent } from "../../../modules/importer/import-events.ts";

type Outcome = Exclude<ImportStreamEvent, { type: "progress" }>;

type ImportOutcomeProps = {
  outcome: Outcome;
  /** The URL the administrator typed, offered to open on Alibaba when Alibaba asked for a captcha or a sign-in. */
  url: string;
  onAgain: () => void;
};

/** What an import ended with: the draft and its links, the existing draft, or what went wrong and what to do. */
export function ImportOutcome({ outcome, url, onAgain }: ImportOutcomeProps) {
  const { t } = useTranslation("importer");
  if (outcome.type === "error") {
    const isWall = outcome.code === "BLOCKED" || outcome.code === "LOGIN_REQUIRED";
    return (
      <div
        role="alert"
        className="grid gap-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t("messages.errorTitle")}
        </p>
        <p>{outcome.message}</p>
        {isWall && /^https:\/\//i.test(url) ? (
          <a href={url} target="_blank" rel="noreferrer noopener" className={buttonClasses({ variant: "link" })}>
            {t("screen.openOnAlibaba")}
            <ExternalLink aria-hidden="true" />
          </a>
        ) : null}
      </div>
    );
  }
  const isCreated = outcome.type === "created";
  return (
    <div
      className={cn(
        "grid gap-3 rounded-md border px-4 py-3 text-sm",
        isCreated ? "border-emerald-200 bg-emerald-50 text-emerald-950" : "border-amber-200 bg-amber-50 text-amber-950",
      )}
    >
      <div className="grid gap-1">
        <h2 tabIndex={-1} className="flex items-center gap-2 font-semibold" data-import-outcome="">
          {isCreated ? (
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="size-4 shrink-0" />
          )}
          {isCreated ? t("messages.successTitle") : t("screen.alreadyTitle")}
        </h2>
        <p>
          {isCreated
            ? t("messages.draftCreated", { title: outcome.title })
            : t("messages.alreadyImported", { title: outcome.title })}
        </p>
        {isCreated ? <p>{t("screen.photoCount", { count: outcome.photoCount })}</p> : null}
        {isCreated && outcome.photoFailures.length ? (
          <ul className="list-inside list-disc text-amber-900">
            {outcome.photoFailures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <DraftLinks draft={outcome} onAgain={onAgain} />
    </div>
  );
}

function DraftLinks({ draft, onAgain }: { draft: ImportedDraftLinks; onAgain: () => void }) {
  const { t } = useTranslation("importer");
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={draft.editUrl} className={buttonClasses()}>
        {t("screen.openEditor")}
      </Link>
      <a href={draft.previewUrl} className={buttonClasses({ variant: "outline" })}>
        {t("screen.openPreview")}
      </a>
      <Button variant="ghost" onClick={onAgain}>
        {t("screen.importAnother")}
      </Button>
    </div>
  );
}
