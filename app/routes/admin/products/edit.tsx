// The product editor of an existing product, at /admin/products/{id} and /admin/products/{id}/edit (two route ids,
// one module). The admin layout guards the page; the loader and the action check the administrator again.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/edit";
import type { AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { ProductEditor } from "../../../components/admin/product-editor/product-editor.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { productEditorAction } from "../../../modules/catalog/product-editor-action.server.ts";
import {
  findProductIdBySlug,
  listEditorCategories,
  loadProductEditor,
  UUID_PATTERN,
} from "../../../modules/catalog/product-editor-load.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { getSettings } from "../../../modules/settings/settings.server.ts";
import { getMetaText } from "../../../modules/seo/meta-text.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: `${loaderData?.product?.form.title ?? getMetaText(matches, "admin-editor:meta.notFoundTitle")} – ${getMetaText(matches, "admin:titleSuffix")}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const handle: AdminHandle = {
  breadcrumb: (match, t) =>
    (match.loaderData as { product: { form: { title: string } } | null } | undefined)?.product?.form.title ??
    t("admin-editor:notFound.title"),
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getServices(context);
  if (!UUID_PATTERN.test(params.id)) {
    // /admin/products/{slug} opens the product of that slug at its canonical address.
    const id = await findProductIdBySlug(db, params.id);
    if (id) throw redirect(`/admin/products/${id}/edit`);
  }
  const [product, categories, settings] = await Promise.all([
    loadProductEditor(db, params.id),
    listEditorCategories(db),
    getSettings(db),
  ]);
  return data({ product, categories, xpfPerUsd: settings.xpf_per_usd }, { status: product ? 200 : 404 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return productEditorAction({ request, context, productId: params.id });
}

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-editor");
  const { product, categories, xpfPerUsd } = loaderData;
  if (!product)
    return (
      <>
        <AdminPageHeader title={t("notFound.title")} description={t("notFound.text")} />
        <Link to="/admin/products" className={buttonClasses({ variant: "outline" })}>
          {t("notFound.back")}
        </Link>
      </>
    );
  return (
    <ProductEditor
      key={product.id}
      productId={product.id}
      initialForm={product.form}
      version={product.version}
      storedSlug={product.slug}
      storedStatus={product.status}
      media={product.media}
      categories={categories}
      xpfPerUsd={xpfPerUsd}
    />
  );
}
