import { useTranslation } from "../../modules/i18n/react.tsx";

/**
 * Shown on every page while the sandbox payment provider is on (issue 12 item 5): nobody should believe a simulated
 * payment was real. Server-rendered in the root layout, so pages served without React and cached pages carry it.
 */
export function SandboxBanner() {
  const { t } = useTranslation("common");
  return (
    <section
      aria-labelledby="sandbox-banner-text"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      <p id="sandbox-banner-text">{t("sandboxBanner")}</p>
    </section>
  );
}
