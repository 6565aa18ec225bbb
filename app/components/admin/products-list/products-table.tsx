import { useFetcher } from "react-router";
import { imageVariants } from "../../../modules/media/image-variants.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import type { DataTableColumn, DataTableList } from "../data-table/data-table.tsx";
import { type DataTableGroup, GroupedDataTable } from "../data-table/grouped-data-table.tsx";
import { ProductActiveSwitch } from "./product-active-switch.tsx";
import { ProductCategorySelect } from "./product-category-select.tsx";
import { ProductRowActions } from "./product-row-actions.tsx";
import type { ProductListCategory, ProductListRow } from "./product-row-types.ts";
import { ProductCategoryBar } from "./product-category-bar.tsx";
import {
  CategoryGroupHeader,
  DraggableProductRow,
  ProductDragHandle,
  ProductsDnd,
  UNCATEGORISED_ZONE,
} from "./products-dnd.tsx";
import { formatMoney } from "../../../modules/format/money.ts";

const STATUS_BADGES: Record<ProductListRow["status"], BadgeVariant> = {
  published: "default",
  draft: "secondary",
  archived: "destructive",
};

/** Prices on one line, with a narrower padding than the kit's: the row fits 1280 px beside the navigation. */
const PRICE_COLUMN = "text-right whitespace-nowrap md:px-2";

const usd = (cents: number | null) => (cents === null ? "—" : formatMoney(cents, "USD", "fr-FR"));
const xpf = (amount: number | null) => (amount === null ? "—" : formatMoney(amount, "XPF", "fr-FR"));

type ProductsTableProps = {
  /** One page of the list, in the order of its categories, then by title. */
  rows: readonly ProductListRow[];
  list: DataTableList;
  categories: readonly ProductListCategory[];
  /** Products matching the search and status per category id (`UNCATEGORISED_ZONE` for those without one). */
  counts: Readonly<Record<string, number>>;
  /** The category filter of the URL, if any. */
  selectedCategory: string | undefined;
  isFiltered: boolean;
};

/**
 * The category bar (filter links and drop zones), then one page of products grouped by category, the uncategorised
 * last; a row is dragged onto a category of the bar, or onto a category's heading in the table, to move it there.
 */
export function ProductsTable({ rows, list, categories, counts, selectedCategory, isFiltered }: ProductsTableProps) {
  const { t } = useTranslation("admin-products");
  const moveFetcher = useFetcher();
  // While a move is saved, the row shows in its new group already (or leaves a list showing one category).
  const movingId = moveFetcher.formData?.get("productId");
  const movingTo = moveFetcher.formData?.get("categoryId");
  const placed = rows
    .map((row) =>
      row.id === movingId ? { ...row, categoryId: movingTo === UNCATEGORISED_ZONE ? null : String(movingTo) } : row,
    )
    .filter((row) => selectedCategory === undefined || (row.categoryId ?? UNCATEGORISED_ZONE) === selectedCategory);
  const columns: Array<DataTableColumn<ProductListRow>> = [
    {
      key: "thumbnail",
      header: <span className="sr-only">{t("columns.thumbnail")}</span>,
      className: "w-px md:pr-1 md:pl-2",
      cell: (row) => (
        <div className="flex shrink-0 items-center gap-1">
          <ProductDragHandle />
          {row.thumbnail ? (
            <img
              {...imageVariants(row.thumbnail)}
              sizes="48px"
              alt=""
              loading="lazy"
              className="size-10 shrink-0 rounded-md border border-slate-200 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="size-10 shrink-0 rounded-md border border-dashed border-slate-300 bg-slate-50"
            />
          )}
        </div>
      ),
    },
    {
      key: "product",
      header: t("columns.product"),
      isRowHeader: true,
      // A fixed width, so that the whole row, actions included, fits 1280 px beside the navigation: a long title is
      // cut after two lines and the slug after one, each whole in its tooltip (a cell's max-width is not a limit
      // in a table's layout, a block's width is).
      cell: (row) => (
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1 md:w-40 2xl:w-56">
          <span className="line-clamp-2 break-words" title={row.title}>
            {row.title}
          </span>
          <span className="flex min-w-0 items-center gap-1.5 text-xs font-normal text-slate-500">
            <Badge variant={STATUS_BADGES[row.status]}>{t(`status.${row.status}`)}</Badge>
            <span className="min-w-0 truncate font-mono" title={row.slug}>
              {row.slug}
            </span>
          </span>
          {row.categoryId === null ? <ProductCategorySelect product={row} categories={categories} /> : null}
        </div>
      ),
    },
    {
      key: "purchase",
      header: t("columns.purchase"),
      className: PRICE_COLUMN,
      cell: (row) => usd(row.purchasePriceCents),
    },
    {
      key: "base",
      header: t("columns.base"),
      className: PRICE_COLUMN,
      cell: (row) => xpf(row.baseXpf),
    },
    {
      key: "sea",
      header: t("columns.sea"),
      className: PRICE_COLUMN,
      cell: (row) => usd(row.seaFreightCents),
    },
    {
      key: "total",
      header: t("columns.total"),
      className: cn(PRICE_COLUMN, "font-medium text-slate-900"),
      cell: (row) => xpf(row.totalXpf),
    },
    {
      key: "active",
      header: t("columns.active"),
      className: "md:px-2",
      cell: (row) => <ProductActiveSwitch product={row} />,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      className: "text-right whitespace-nowrap md:pr-2 md:pl-1",
      cell: (row) => <ProductRowActions product={row} />,
    },
  ];
  // The page's categories, in the bar's order (the list's), the uncategorised last.
  const zoneOrder = [...categories.map((category) => category.id), UNCATEGORISED_ZONE];
  const zoneOf = (row: ProductListRow) => row.categoryId ?? UNCATEGORISED_ZONE;
  const pageZones = zoneOrder.filter((zoneId) => placed.some((row) => zoneOf(row) === zoneId));
  const groups: Array<DataTableGroup<ProductListRow>> = pageZones.map((zoneId) => {
    const category = categories.find((c) => c.id === zoneId);
    const count = counts[zoneId] ?? 0;
    return {
      id: zoneId,
      title: category ? t("group.title", { name: category.name, count }) : t("group.uncategorised", { count }),
      rows: placed.filter((row) => zoneOf(row) === zoneId),
    };
  });
  const zoneName = (id: string) =>
    id === UNCATEGORISED_ZONE ? t("group.uncategorisedName") : (categories.find((c) => c.id === id)?.name ?? id);
  return (
    <ProductsDnd
      zoneName={zoneName}
      productTitle={(id) => rows.find((row) => row.id === id)?.title ?? id}
      onMove={(productId, zoneId) =>
        moveFetcher.submit({ intent: "move", productId, categoryId: zoneId }, { method: "post" })
      }
    >
      <ProductCategoryBar categories={categories} counts={counts} selected={selectedCategory} />
      <GroupedDataTable
        caption={t("caption")}
        columns={columns}
        groups={groups}
        getRowId={(row) => row.id}
        GroupHeader={CategoryGroupHeader}
        Row={DraggableProductRow}
        list={list}
        empty={isFiltered ? t("emptyFiltered") : t("empty")}
      />
    </ProductsDnd>
  );
}
