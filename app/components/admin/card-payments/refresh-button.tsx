import { RefreshCw } from "lucide-react";
import { useRevalidator } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

/** Loads the list and tiles again, where they are (a webhook may have marked a payment since). */
export function RefreshButton() {
  const { t } = useTranslation("admin-payments");
  const revalidator = useRevalidator();
  return (
    <StatusButton
      variant="outline"
      status={revalidator.state === "loading" ? "pending" : "idle"}
      onClick={() => void revalidator.revalidate()}
    >
      {revalidator.state === "loading" ? null : <RefreshCw aria-hidden="true" />}
      {t("refresh")}
    </StatusButton>
  );
}
