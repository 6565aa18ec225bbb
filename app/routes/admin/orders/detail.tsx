import { FileQuestion } from "lucide-react";
import { data, isRouteErrorResponse, Link, useActionData } from "react-router";
import type { Route } from "./+types/detail";
import { AdminErrorPage } from "../../../components/admin/admin-error-page.tsx";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { AdminBreadcrumbs } from "../../../components/admin/admin-breadcrumbs.tsx";
import {
  OrderHistoryCard,
  OrderMailsCard,
  OrderPaymentsCard,
} from "../../../components/admin/orders/order-activity-cards.tsx";
import { OrderDocumentButtons } from "../../../components/admin/documents/order-document-actions.tsx";
import { OrderDocumentsCard } from "../../../components/admin/orders/order-documents-card.tsx";
import { OrderOverpaymentsCard } from "../../../components/admin/orders/order-overpayments-card.tsx";
import { OrderTrackingCard } from "../../../components/admin/order-tracking/order-tracking-card.tsx";
import { loadOrderTracking } from "../../../modules/portal/admin-tracking.server.ts";
import { tahitiIsoDate, formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";
import { overdueOrderBalances } from "../../../modules/reminders/overdue-order-balances.server.ts";
import { OrderNotesCard, OrderStatusCard } from "../../../components/admin/orders/order-edit-cards.tsx";
import {
  OrderAmountsCard,
  OrderConfigurationCard,
  OrderCustomerCard,
} from "../../../components/admin/orders/order-facts-cards.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { getServices } from "../../../context.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { getAdminOrder, serializeAdminOrder } from "../../../modules/sales/admin-order.server.ts";
import { runOrderAction } from "../../../modules/sales/admin-order-action.server.ts";
import { orderNumber } from "../../../modules/sales/order-number.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? adminMeta(matches, "admin-orders:detail.title", { number: orderNumber(loaderData.order.id) })
    : adminMeta(matches, "admin-orders:detail.notFound");

export const handle: AdminHandle = {
  breadcrumb: (match, t) => {
    const loaded = match.loaderData as { order?: { id: string } } | undefined;
    return loaded?.order ? t("admin-orders:detail.title", { number: orderNumber(loaded.order.id) }) : t("nav.orders");
  },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const found = await getAdminOrder(db, params.id);
  if (!found) throw data("Commande non trouvée", { status: 404 });
  const tracking = await loadOrderTracking(db, found.order.id);
  const today = tahitiIsoDate(new Date());
  const overdueBalances = await overdueOrderBalances(db, found.order.id, today);
  return { ...serializeAdminOrder(found), tracking, today, overdueBalances };
}

/** intent=status (status) or intent=notes (notes); each checks the administrator itself. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return runOrderAction(request, context, params.id);
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-orders");
  const actionData = useActionData<typeof action>();
  const { order, events, mails, documents, history, invoicePaid, hasVerifiedPayment } = loaderData;
  const errors = actionData && "error" in actionData ? actionData : undefined;
  return (
    <>
      <AdminPageHeader
        title={t("detail.title", { number: orderNumber(order.id) })}
        description={t("detail.intro", { date: formatTahitiDateTime(order.createdAt) })}
        actions={
          <Link to="/admin/orders" className={buttonClasses({ variant: "outline" })}>
            {t("detail.back")}
          </Link>
        }
      />
      {loaderData.overdueBalances.map((balance) => (
        <p
          key={balance.number}
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {t("detail.overdueBalance", balance)}
        </p>
      ))}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <OrderConfigurationCard order={order} />
          <OrderAmountsCard order={order} invoicePaid={invoicePaid} />
          <OrderPaymentsCard order={order} events={events} />
          <OrderOverpaymentsCard
            overpayments={loaderData.overpayments}
            currency={order.currency}
            today={loaderData.today}
            error={errors?.intent === "overpayment" ? errors.error : undefined}
          />
          <OrderTrackingCard orderId={order.id} tracking={loaderData.tracking} today={loaderData.today} />
          <OrderDocumentsCard documents={documents} actions={<OrderDocumentButtons orderId={order.id} />} />
          <OrderMailsCard mails={mails} />
        </div>
        <div className="order-first grid content-start gap-6 lg:order-none">
          <OrderStatusCard
            status={order.status}
            hasVerifiedPayment={hasVerifiedPayment}
            error={errors?.intent === "status" ? errors.error : undefined}
          />
          <OrderCustomerCard order={order} />
          <OrderNotesCard notes={order.adminNotes} error={errors?.intent === "notes" ? errors.error : undefined} />
          <OrderHistoryCard history={history} />
        </div>
      </div>
    </>
  );
}

/** 'Commande non trouvée' for an unknown or malformed id; any other error as every back-office page shows it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin-orders");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminErrorPage error={error} />;
  return (
    <>
      <AdminBreadcrumbs />
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
        <span className="rounded-full bg-slate-100 p-3 text-slate-500">
          <FileQuestion aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">{t("detail.notFound")}</h1>
        <p className="text-sm text-slate-600">{t("detail.notFoundText")}</p>
        <Link to="/admin/orders" className={buttonClasses({ variant: "outline", className: "mt-2" })}>
          {t("detail.back")}
        </Link>
      </div>
    </>
  );
}
