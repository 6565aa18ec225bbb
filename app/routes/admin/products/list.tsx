import { data } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { ImportProductDialog } from "../../../components/admin/import/import-product-dialog.tsx";
import { CategoriesDialog } from "../../../components/admin/categories/categories-dialog.tsx";
import { NewProductDialog } from "../../../components/admin/products-list/new-product-dialog.tsx";
import { ProductsFilters } from "../../../components/admin/products-list/products-filters.tsx";
import { ProductsTable } from "../../../components/admin/products-list/products-table.tsx";
import { getServices } from "../../../context.server.ts";
import {
  countAdminProductsByCategory,
  listAdminCategories,
  listAdminProducts,
} from "../../../modules/catalog/admin-list-products.server.ts";
import {
  ADMIN_PRODUCT_LIST_SPEC,
  readCategoryFilter,
  UNCATEGORISED,
} from "../../../modules/catalog/admin-product-list-spec.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { getSettings } from "../../../modules/settings/settings.server.ts";
import { isListIntent, LIST_INTENTS } from "./list-actions.server.ts";
import { MAX_COVER_BYTES } from "../../../modules/catalog/category-cover.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.products");

export const handle: AdminHandle = { breadcrumb: "nav.products" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = readCategoryFilter(readListParams(request, ADMIN_PRODUCT_LIST_SPEC));
  const settings = await getSettings(db);
  const [{ rows, ...list }, categories, categoryCounts] = await Promise.all([
    listAdminProducts(db, { params, xpfPerUsd: settings.xpf_per_usd }),
    listAdminCategories(db),
    countAdminProductsByCategory(db, params.filters),
  ]);
  const counts = Object.fromEntries(categoryCounts.map((row) => [row.categoryId ?? UNCATEGORISED, row.count]));
  return { rows, list, categories, counts, filters: params.filters };
}

/** Toggle, move, delete, create, and the categories' save and delete (`intent`); the administrator only. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const form = await readFormData(request, { maxBytes: MAX_COVER_BYTES + 64 * 1024 });
  const intent = form.get("intent");
  if (!isListIntent(intent)) throw data("Unknown intent", { status: 400 });
  return LIST_INTENTS[intent]({ services: getServices(context), actor: email, form });
}

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-products");
  const { rows, list, categories, counts, filters } = loaderData;
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <>
            <ImportProductDialog />
            <CategoriesDialog categories={categories} />
            <NewProductDialog categories={categories} />
          </>
        }
      />
      <div className="mb-4 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
        <ProductsFilters filters={filters} isFiltered={isFiltered} />
      </div>
      <ProductsTable
        rows={rows}
        list={list}
        categories={categories}
        counts={counts}
        selectedCategory={filters.category}
        isFiltered={isFiltered}
      />
      <p className="mt-3 text-xs text-slate-500">{t("dnd.hint")}</p>
    </>
  );
}
