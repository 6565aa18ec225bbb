// The product editor for a new product (/admin/products/new): the defaults of back-office §4; saving creates the
// product and returns to the products list with 'Produit créé avec succès.'.
import type { Route } from "./+types/new";
import type { AdminHandle } from "../../../components/admin/admin-handle.ts";
import { ProductEditor } from "../../../components/admin/product-editor/product-editor.tsx";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { productEditorAction } from "../../../modules/catalog/product-editor-action.server.ts";
import { listEditorCategories } from "../../../modules/catalog/product-editor-load.server.ts";
import { newProductForm } from "../../../modules/catalog/product-editor-schema.ts";
import { getSettings } from "../../../modules/settings/settings.server.ts";
import { getMetaText } from "../../../modules/seo/meta-text.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${getMetaText(matches, "admin-editor:meta.newTitle")} – ${getMetaText(matches, "admin:titleSuffix")}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const handle: AdminHandle = { breadcrumb: (_match, t) => t("admin-editor:newTitle") };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getServices(context);
  const [categories, settings] = await Promise.all([listEditorCategories(db), getSettings(db)]);
  return { categories, xpfPerUsd: settings.xpf_per_usd, form: newProductForm() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return productEditorAction({ request, context });
}

export default function NewProduct({ loaderData }: Route.ComponentProps) {
  const { categories, xpfPerUsd, form } = loaderData;
  return (
    <ProductEditor
      productId={null}
      initialForm={form}
      version={0}
      storedSlug={null}
      storedStatus="draft"
      media={[]}
      categories={categories}
      xpfPerUsd={xpfPerUsd}
    />
  );
}
