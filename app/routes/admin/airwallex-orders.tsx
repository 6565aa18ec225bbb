import type { Route } from "./+types/airwallex-orders";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { CardPaymentTilesBar } from "../../components/admin/card-payments/card-payment-tiles.tsx";
import { CardPaymentsTable } from "../../components/admin/card-payments/card-payments-table.tsx";
import { RefreshButton } from "../../components/admin/card-payments/refresh-button.tsx";
import { AdminLoadError } from "../../components/admin/leads/admin-load-error.tsx";
import { ExportCsvLink } from "../../components/admin/leads/export-csv-link.tsx";
import { DeskAlert } from "../../components/admin/documents/desk-alert.tsx";
import { CardOverpaymentsCard } from "../../components/admin/card-payments/card-overpayments-card.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { createCardPaymentInvoice } from "../../modules/documents/create-card-payment-invoice.server.ts";
import { deskFailure, deskSuccess, recordIdOf } from "../../modules/documents/desk-action.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { listCardOverpayments } from "../../modules/payments/overpayments.server.ts";
import { runCardOverpaymentAction } from "../../modules/payments/card-overpayment-action.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";
import { ADMIN_CARD_PAYMENT_LIST_SPEC } from "../../modules/payments/admin-card-payment-list-spec.ts";
import {
  airwallexDashboardUrl,
  getCardPaymentTiles,
  listAdminCardPayments,
} from "../../modules/payments/admin-card-payment-list.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin-payments:title");

export const handle: AdminHandle = { breadcrumb: "nav.cardPayments" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const params = readListParams(request, ADMIN_CARD_PAYMENT_LIST_SPEC);
  const [{ rows, ...list }, tiles, overpayments] = await Promise.all([
    listAdminCardPayments(db, params),
    getCardPaymentTiles(db, params.filters),
    listCardOverpayments(db),
  ]);
  return {
    list,
    filters: params.filters,
    tiles,
    overpayments: overpayments.map((item) => ({
      ...item,
      receivedAt: item.receivedAt.toISOString(),
      refundedAt: item.refundedAt?.toISOString() ?? null,
    })),
    rows: rows.map(({ paymentIntentId, provider, invoiceId, invoiceNumber, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      dashboardUrl: provider === "airwallex" ? airwallexDashboardUrl(env.AIRWALLEX_BASE_URL, paymentIntentId) : null,
      invoice: invoiceId && invoiceNumber ? { id: invoiceId, number: invoiceNumber } : null,
    })),
  };
}

/**
 * 'Établir la facture': the card sale's invoice, issued paid, or the one it already has; opened in its editor. The
 * overpayments' refund and keep (DESIGN.md ruling 17), as on the order page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const overpayment = await runCardOverpaymentAction(request, context, formData, email);
  if (overpayment) return overpayment;
  if (formData.get("intent") !== "invoice") throw new Response("Unknown intent", { status: 400 });
  const { db, env, logger } = getServices(context);
  const id = formData.get("id");
  try {
    const invoice = await createCardPaymentInvoice({
      db,
      actor: email,
      cardPaymentOrderId: recordIdOf(typeof id === "string" ? id : undefined),
    });
    const issued = invoice.isNew ? "admin-payments:invoiceIssued" : "admin-payments:invoiceExists";
    return await deskSuccess(env, `/admin/invoices/${invoice.id}`, issued, { number: invoice.number });
  } catch (error) {
    return deskFailure(error, "createCardInvoice", logger);
  }
}

export default function CardPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-payments");
  const { rows, list, filters, tiles, overpayments } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <>
            <RefreshButton />
            <ExportCsvLink to="/admin/airwallex-orders/export.csv" label={t("export")} />
          </>
        }
      />
      <DeskAlert error={actionData && "error" in actionData ? actionData.error : undefined} />
      <CardPaymentTilesBar tiles={tiles} />
      <CardPaymentsTable rows={rows} list={list} filters={filters} />
      <CardOverpaymentsCard
        overpayments={overpayments}
        error={actionData && "overpaymentError" in actionData ? actionData.overpaymentError : undefined}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} namespace="admin-payments" />;
}
