import { ChevronDown, Sparkles } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import type { LeadStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { LEAD_STATUS_ORDER } from "../../../modules/sales/admin-lead-stats.ts";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../ui/dropdown-menu.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

const VARIANTS: Record<LeadStatus, BadgeVariant> = {
  new: "default",
  qualified: "warning",
  contacted: "secondary",
  converted: "success",
  lost: "destructive",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation("admin-leads");
  return <Badge variant={VARIANTS[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The page's URL, so the action brings the administrator back to the same list (and dialog). */
function useReturnTo() {
  const location = useLocation();
  return location.pathname + location.search;
}

type LeadStatusProps = { leadId: string; status: LeadStatus; name: string };

/** A menu setting the lead to any status (back-office §4), one click each. */
export function LeadStatusMenu({ leadId, status, name }: LeadStatusProps) {
  const { t } = useTranslation("admin-leads");
  const fetcher = useFetcher();
  const returnTo = useReturnTo();
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" ? (pending as LeadStatus) : status;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t("statusMenu", { name, status: t(`statuses.${shown}`) })}
          aria-busy={fetcher.state !== "idle" || undefined}
        >
          <LeadStatusBadge status={shown} />
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t("changeStatus")}</DropdownMenuLabel>
        {LEAD_STATUS_ORDER.map((value) => (
          <DropdownMenuItem
            key={value}
            disabled={value === status}
            onSelect={() =>
              void fetcher.submit({ intent: "status", leadId, status: value, returnTo }, { method: "post" })
            }
          >
            {t(`statuses.${value}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The one-click new → qualified button, shown on new leads only. */
export function QualifyButton({ leadId, status, name }: LeadStatusProps) {
  const { t } = useTranslation("admin-leads");
  const fetcher = useFetcher();
  const returnTo = useReturnTo();
  if (status !== "new") return null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="status" value="qualified" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <StatusButton
        type="submit"
        size="sm"
        variant="secondary"
        status={fetcher.state === "idle" ? "idle" : "pending"}
        aria-label={t("qualifyLabel", { name })}
      >
        <Sparkles aria-hidden="true" />
        {t("qualify")}
      </StatusButton>
    </fetcher.Form>
  );
}
