import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import type { Route } from "./+types/detail";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { CustomerForm } from "../../../components/admin/customers/customer-form.tsx";
import { CustomerRecords } from "../../../components/admin/customers/customer-records.tsx";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { getAdminCustomer } from "../../../modules/sales/admin-customer-detail.server.ts";
import { CustomerFormSchema } from "../../../modules/sales/admin-customer-schema.ts";
import { updateCustomer } from "../../../modules/sales/admin-customer-update.server.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../../modules/toast/toast.server.ts";

type LoaderData = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ matches, loaderData: loaded }) =>
  adminMeta(matches, "admin-customers:pageTitle", { name: loaded?.customer.name ?? loaded?.customer.email ?? "" });

export const handle: AdminHandle = {
  breadcrumb: (match) => {
    const loaded = match.loaderData as LoaderData | undefined;
    return loaded?.customer.name ?? loaded?.customer.email ?? "";
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadCustomer(db: Parameters<typeof getAdminCustomer>[0], id: string) {
  const page = UUID.test(id) ? await getAdminCustomer(db, id) : null;
  if (!page) throw data(getServerT("fr")("admin-customers:errors.notFound"), { status: 404 });
  return page;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadCustomer(getServices(context).db, params.id);
  const iso = <Row extends { createdAt: Date }>(rows: Row[]) =>
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return {
    customer: { ...page.customer, createdAt: page.customer.createdAt.toISOString() },
    leads: iso(page.leads),
    orders: iso(page.orders),
    cardPayments: iso(page.cardPayments),
    quotes: iso(page.quotes),
    invoices: iso(page.invoices),
  };
}

/** Saves the customer's contact details, numéro TAHITI and addresses (checked, audited), then shows the page with a toast. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const submission = parseWithZod(await readFormData(request), { schema: CustomerFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const isSaved = UUID.test(params.id)
    ? await updateCustomer(db, { customerId: params.id, fields: submission.value, actor: email })
    : false;
  const t = getServerT("fr");
  if (!isSaved) throw data(t("admin-customers:errors.notFound"), { status: 404 });
  return redirectWithToast(env, href("/admin/customers/:id", { id: params.id }), {
    type: "success",
    title: t("admin-customers:toasts.successTitle"),
    description: t("admin-customers:toasts.saved"),
  });
}

export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-customers");
  const { customer } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={customer.name ?? customer.email}
        description={t("pageIntro", { email: customer.email })}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <CustomerForm key={customer.id} customer={customer} />
        <CustomerRecords {...loaderData} />
      </div>
    </>
  );
}
