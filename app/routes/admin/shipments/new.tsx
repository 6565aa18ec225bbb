// /admin/shipments/new (issue 30 item 2): reference, mode and ports; the orders are added on the shipment's page.
import { useActionData } from "react-router";
import type { Route } from "./+types/new";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { ShipmentFields } from "../../../components/admin/shipments/shipment-fields.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { getPortalMailSettings } from "../../../modules/portal/portal-mails.server.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { createShipmentAction } from "../../../modules/shipments/shipment-action.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "shipments:admin.newTitle");

export const handle: AdminHandle = { breadcrumb: "shipments:admin.newTitle" };

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  return createShipmentAction({ db, env, mail: getPortalMailSettings(env), actor: email }, await readFormData(request));
}

const DEFAULTS = { mode: "fcl_20", portOfLoading: "Hong Kong", portOfDischarge: "Papeete", currency: "XPF" };

export default function NewShipment() {
  const { t } = useTranslation("shipments");
  const answer = useActionData<typeof action>();
  return (
    <>
      <AdminPageHeader title={t("admin.newTitle")} description={t("admin.newIntro")} />
      <Card>
        <CardContent className="pt-6">
          <ShipmentFields values={DEFAULTS} errors={answer?.errors} submitLabel={t("admin.create")} />
        </CardContent>
      </Card>
    </>
  );
}
