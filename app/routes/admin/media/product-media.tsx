// /admin/products/:id/media: the product's gallery (issue 14 item 4). GET shows the media manager (the product
// editor mounts the same component); POST is one uploaded file, answered in JSON for the manager's XMLHttpRequest.
// The upload is answered by this route's middleware: an action of a route with a page would render the page.
import { data, Link } from "react-router";
import type { Route } from "./+types/product-media";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { ProductMediaManager } from "../../../components/admin/media/product-media-manager.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { getServices } from "../../../context.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import {
  answerJson,
  filesOf,
  isUuid,
  mediaError,
  newMediaKey,
  readUploadForm,
  refusalResponse,
  requireAdminJson,
} from "../../../modules/media/media-route.server.ts";
import { addProductMedium, getMediaProduct, listProductMedia } from "../../../modules/media/product-media.server.ts";
import { MULTIPART_OVERHEAD_BYTES, VIDEO_MAX_BYTES } from "../../../modules/media/upload-limits.ts";
import { storeUpload, UploadRefusedError } from "../../../modules/media/upload-media.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin-media:page.title");

export const handle: AdminHandle = { breadcrumb: "admin-media:page.title" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const product = isUuid(params.id) ? await getMediaProduct(db, params.id) : null;
  if (!product) throw data("Produit non trouvé", { status: 404 });
  return { product, media: await listProductMedia(db, product.id) };
}

export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.request.method === "POST" ? answerJson(() => uploadMedium(args)) : next()),
];

async function uploadMedium({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminJson(request, context);
  const { db, storage } = getServices(context);
  const product = isUuid(params.id) ? await getMediaProduct(db, params.id) : null;
  if (!product) return mediaError(404, "productNotFound");
  const formData = await readUploadForm(request, VIDEO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  const [file, ...others] = filesOf(formData, "file");
  if (!file || others.length > 0 || file.size === 0) return mediaError(400, "noFile");
  let stored;
  try {
    stored = await storeUpload(storage, new Uint8Array(await file.arrayBuffer()), newMediaKey(`products/${params.id}`));
  } catch (error) {
    if (error instanceof UploadRefusedError) return refusalResponse(error.refusal);
    throw error;
  }
  const medium = await addProductMedium(db, {
    productId: product.id,
    actor: admin.email,
    kind: stored.kind,
    url: stored.url,
    // Back-office §7: the file's name, else the product's title, else 'Media'; the manager edits it after.
    alt: file.name.trim() || product.title || "Media",
  });
  if (!medium) {
    // The product was deleted while its file was being converted.
    await Promise.all(stored.keys.map((key) => storage.delete(key)));
    return mediaError(404, "productNotFound");
  }
  return Response.json({ media: medium }, { headers: { "Cache-Control": "no-store" } });
}

export default function ProductMediaPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, media } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t("admin-media:page.title")}
        description={t("admin-media:page.description", { title: product.title })}
        actions={
          <>
            <Link to="/admin/products" className={buttonClasses({ variant: "outline" })}>
              {t("admin-media:page.backToProducts")}
            </Link>
            <a
              href={`/shop/product/${product.slug}?draft=1`}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses({ variant: "outline" })}
            >
              {t("admin-media:page.viewSheet")}
            </a>
          </>
        }
      />
      <ProductMediaManager key={product.id} productId={product.id} initialMedia={media} />
    </>
  );
}
