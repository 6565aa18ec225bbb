import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button, type ButtonVariant } from "../../ui/button.tsx";
import { StatusButton, type ButtonStatus } from "../../ui/status-button.tsx";
import { FOCUS_SHOWN, ShowcaseSection, StateRow } from "./showcase-parts.tsx";

const VARIANTS: ButtonVariant[] = ["default", "secondary", "outline", "ghost", "destructive", "link"];

export function ButtonsShowcase() {
  const { t } = useTranslation("admin");
  const label = (variant: ButtonVariant) => t(`ui.buttons.${variant}`);
  return (
    <ShowcaseSection title={t("ui.buttons.title")} description={t("ui.buttons.description")}>
      <StateRow label={t("ui.states.default")}>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {label(variant)}
          </Button>
        ))}
      </StateRow>
      <StateRow label={t("ui.states.focus")}>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} className={FOCUS_SHOWN} tabIndex={-1}>
            {label(variant)}
          </Button>
        ))}
      </StateRow>
      <StateRow label={t("ui.states.disabled")}>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {label(variant)}
          </Button>
        ))}
      </StateRow>
      <StateRow label={`${t("ui.buttons.small")} / ${t("ui.buttons.medium")} / ${t("ui.buttons.large")}`}>
        <Button size="sm">{t("ui.buttons.small")}</Button>
        <Button size="md">{t("ui.buttons.medium")}</Button>
        <Button size="lg">{t("ui.buttons.large")}</Button>
        <Button size="icon" variant="outline" aria-label={t("ui.buttons.icon")}>
          <Plus aria-hidden="true" />
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/ui#ui-buttons">{t("ui.buttons.asLink")}</Link>
        </Button>
      </StateRow>
    </ShowcaseSection>
  );
}

/** Pending for a moment, then done: what a save looks like. */
function TryStatusButton() {
  const { t } = useTranslation("admin");
  const [status, setStatus] = useState<ButtonStatus>("idle");
  useEffect(() => {
    if (status !== "pending") return;
    const timer = setTimeout(() => setStatus("success"), 1200);
    return () => clearTimeout(timer);
  }, [status]);
  return (
    <StatusButton status={status} pendingLabel={t("ui.status.saving")} onClick={() => setStatus("pending")}>
      {status === "success" ? t("ui.status.saved") : t("ui.status.try")}
    </StatusButton>
  );
}

export function StatusButtonShowcase() {
  const { t } = useTranslation("admin");
  return (
    <ShowcaseSection title={t("ui.status.title")} description={t("ui.status.description")}>
      <StateRow label={t("ui.states.default")}>
        <StatusButton status="idle">{t("ui.status.save")}</StatusButton>
        <TryStatusButton />
      </StateRow>
      <StateRow label={t("ui.states.busy")}>
        <StatusButton status="pending" pendingLabel={t("ui.status.saving")}>
          {t("ui.status.save")}
        </StatusButton>
        <StatusButton status="pending" variant="outline">
          {t("ui.status.save")}
        </StatusButton>
      </StateRow>
      <StateRow label={`${t("ui.status.saved")} / ${t("ui.states.error")}`}>
        <StatusButton status="success" variant="outline">
          {t("ui.status.saved")}
        </StatusButton>
        <StatusButton status="error" variant="destructive">
          {t("ui.status.failed")}
        </StatusButton>
      </StateRow>
    </ShowcaseSection>
  );
}
