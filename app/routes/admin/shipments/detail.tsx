// /admin/shipments/:id (issue 30 items 2 and 3): the shipment's facts, its status (driving every order's milestones),
// its fill, its orders with their customs documents, and the container's packing list.
import { data, useActionData } from "react-router";
import type { Route } from "./+types/detail";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { ShipmentFields } from "../../../components/admin/shipments/shipment-fields.tsx";
import { ShipmentFilesCard } from "../../../components/admin/shipments/shipment-files-card.tsx";
import { ShipmentFillCard } from "../../../components/admin/shipments/shipment-fill-card.tsx";
import { ShipmentOrdersCard } from "../../../components/admin/shipments/shipment-orders-card.tsx";
import { ShipmentDeleteCard } from "../../../components/admin/shipments/shipment-delete-card.tsx";
import { ShipmentStatusCard } from "../../../components/admin/shipments/shipment-status-card.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { getPortalMailSettings } from "../../../modules/portal/portal-mails.server.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { shipmentDetailAction } from "../../../modules/shipments/shipment-action.server.ts";
import { SHIPMENT_FILE_MAX_BYTES } from "../../../modules/shipments/shipment-files.server.ts";
import { shipmentFormOf } from "../../../modules/shipments/shipment-form.ts";
import { listShippableOrders, loadShipmentDetail } from "../../../modules/shipments/shipment-read.server.ts";

type LoaderData = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded }) =>
  adminMeta(matches, "shipments:admin.title", { reference: loaded?.shipment.reference ?? "" });

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as LoaderData | undefined)?.shipment.reference ?? "",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const detail = await loadShipmentDetail(db, params.id);
  if (!detail) throw data(getServerT("fr")("shipments:errors.NOT_FOUND"), { status: 404 });
  const { shipment } = detail;
  const shippable = await listShippableOrders(db);
  return {
    shipment: { id: shipment.id, reference: shipment.reference, status: shipment.status, mode: shipment.mode },
    form: shipmentFormOf(shipment),
    orders: detail.orders,
    fill: detail.fill,
    files: detail.files.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() })),
    shippable,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const { db, env, storage } = getServices(context);
  return shipmentDetailAction(
    { db, env, storage, mail: getPortalMailSettings(env), actor: email },
    params.id,
    await readFormData(request, { maxBytes: SHIPMENT_FILE_MAX_BYTES + 1024 * 1024 }),
  );
}

export default function ShipmentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shipments");
  const answer = useActionData<typeof action>();
  const { shipment, form, orders, fill, files, shippable } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={shipment.reference}
        description={t(`modes.${shipment.mode}`)}
        actions={
          <a
            href={`/admin/shipments/${shipment.id}/documents/packing-list`}
            className={buttonClasses({ variant: "outline" })}
          >
            {t("admin.documents.containerPackingList")}
          </a>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
          <ShipmentStatusCard status={shipment.status} />
          <ShipmentFillCard fill={fill} />
        </div>
        <ShipmentOrdersCard shipmentId={shipment.id} status={shipment.status} orders={orders} shippable={shippable} />
        <ShipmentFilesCard shipmentId={shipment.id} files={files} />
        <Card>
          <CardHeader>
            <CardTitle>{t("admin.cards.facts")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ShipmentFields
              key={JSON.stringify(form)}
              values={form}
              errors={answer && "errors" in answer ? answer.errors : undefined}
              submitLabel={t("admin.save")}
            />
          </CardContent>
        </Card>
        {shipment.status === "planned" ? <ShipmentDeleteCard reference={shipment.reference} /> : null}
      </div>
    </>
  );
}
