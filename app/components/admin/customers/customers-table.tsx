import { href, Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { DataTableColumn, DataTableList } from "../data-table/data-table.tsx";
import { SalesList } from "../leads/sales-list.tsx";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";

export type CustomerRow = {
  id: string;
  createdAt: string;
  email: string;
  name: string | null;
  phone: string | null;
  company: string | null;
  location: string | null;
  leadCount: number;
  orderCount: number;
};

type CustomersTableProps = {
  rows: CustomerRow[];
  list: DataTableList;
  filters: { q?: string; from?: string; to?: string };
};

export function CustomersTable({ rows, list, filters }: CustomersTableProps) {
  const { t } = useTranslation("admin-customers");
  const columns: Array<DataTableColumn<CustomerRow>> = [
    {
      key: "name",
      header: t("columns.name"),
      isSortable: true,
      isRowHeader: true,
      className: "min-w-36",
      cell: (row) => (
        <Link to={href("/admin/customers/:id", { id: row.id })} className="text-brand-700 hover:underline">
          {row.name ?? t("noName")}
        </Link>
      ),
    },
    {
      key: "email",
      header: t("columns.email"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => row.email,
    },
    { key: "phone", header: t("columns.phone"), className: "whitespace-nowrap", cell: (row) => row.phone ?? "—" },
    { key: "company", header: t("columns.company"), isSortable: true, cell: (row) => row.company ?? "—" },
    { key: "location", header: t("columns.location"), isSortable: true, cell: (row) => row.location ?? "—" },
    {
      key: "leadCount",
      header: t("columns.leads"),
      isSortable: true,
      className: "text-right tabular-nums",
      cell: (row) => row.leadCount,
    },
    {
      key: "orderCount",
      header: t("columns.orders"),
      isSortable: true,
      className: "text-right tabular-nums",
      cell: (row) => row.orderCount,
    },
    {
      key: "createdAt",
      header: t("columns.since"),
      isSortable: true,
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => <time dateTime={row.createdAt}>{formatTahitiDate(row.createdAt)}</time>,
    },
  ];
  return <SalesList namespace="admin-customers" columns={columns} rows={rows} list={list} filters={filters} hasDays />;
}
