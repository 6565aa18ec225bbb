import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AdminErrorPage } from "../admin-error-page.tsx";
import { AdminPageHeader } from "../admin-page-header.tsx";

/**
 * The error of a sales list (leads, customers, card payments): when its data could not be loaded, the page's title
 * and the specification's sentence ('Impossible de charger les prospects', `errors.load` of the namespace); an
 * HTTP answer (a 404) goes to the frame's usual page.
 */
export function AdminLoadError({ error, namespace }: { error: unknown; namespace: string }) {
  const { t } = useTranslation(namespace);
  if (isRouteErrorResponse(error)) return <AdminErrorPage error={error} />;
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        <div>
          <p className="font-medium text-red-900">{t("errors.load")}</p>
          <p className="mt-1 text-red-800">{t("errors.loadHint")}</p>
        </div>
      </div>
    </>
  );
}
