// The back office's kit, every part in its states (issue 13 item 1): a screen is assembled from these, not restyled.
import type { Route } from "./+types/ui-kit";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { ButtonsShowcase, StatusButtonShowcase } from "../../components/admin/ui-showcase/buttons-showcase.tsx";
import { BadgesShowcase, CardShowcase, TabsShowcase } from "../../components/admin/ui-showcase/display-showcase.tsx";
import { FieldsShowcase } from "../../components/admin/ui-showcase/fields-showcase.tsx";
import { OverlaysShowcase } from "../../components/admin/ui-showcase/overlays-showcase.tsx";
import { listSampleProducts } from "../../components/admin/ui-showcase/sample-products.ts";
import { TableShowcase } from "../../components/admin/ui-showcase/table-showcase.tsx";
import { useTranslation } from "../../modules/i18n/react.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "ui.title");

export const handle: AdminHandle = { breadcrumb: "nav.ui" };

export function loader({ request }: Route.LoaderArgs) {
  return listSampleProducts(new URL(request.url).searchParams);
}

export default function UiKit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminPageHeader title={t("ui.title")} description={t("ui.intro")} />
      <div className="grid grid-cols-1 gap-8">
        <div id="ui-buttons" className="grid grid-cols-1 gap-8">
          <ButtonsShowcase />
          <StatusButtonShowcase />
        </div>
        <FieldsShowcase />
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <BadgesShowcase />
          <CardShowcase />
        </div>
        <OverlaysShowcase />
        <TabsShowcase />
        <TableShowcase {...loaderData} />
      </div>
    </>
  );
}
