// /admin/import, 'Import Alibaba - Niveau 1' (back-office §2): the import form; the import itself runs through the
// resource route admin/import/run (import-run.ts), which streams its steps.
import type { Route } from "./+types/import";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { ImportProductForm } from "../../components/admin/import/import-product-form.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { listImportCategories } from "../../modules/importer/list-import-categories.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "dashboard.tiles.import");

export const handle: AdminHandle = { breadcrumb: "nav.import" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { categories: await listImportCategories(getServices(context).db) };
}

export default function ImportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("importer");
  return (
    <>
      <AdminPageHeader title={t("screen.title")} description={t("screen.description")} />
      <Card className="max-w-2xl">
        <CardContent>
          <ImportProductForm categories={loaderData.categories} />
        </CardContent>
      </Card>
    </>
  );
}
