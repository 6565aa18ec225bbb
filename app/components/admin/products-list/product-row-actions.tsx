import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { buttonClasses } from "../../ui/button-classes.ts";
import { Tooltip } from "../../ui/tooltip.tsx";
import { DeleteConfirm } from "./delete-confirm.tsx";
import type { ProductListRow } from "./product-row-types.ts";
import { isProductPublic } from "../../../modules/catalog/product-visibility.ts";

/** View (the public sheet in a new tab; a draft as the administrator's preview), edit and delete. */
export function ProductRowActions({ product }: { product: ProductListRow }) {
  const { t } = useTranslation("admin-products");
  const sheet = `/shop/product/${product.slug}${isProductPublic(product.status, product.active) ? "" : "?draft=1"}`;
  return (
    <div className="flex items-center justify-end">
      <Tooltip content={t("row.view")}>
        <a
          href={sheet}
          target="_blank"
          rel="noreferrer"
          aria-label={t("row.viewLabel", { title: product.title })}
          className={buttonClasses({ variant: "ghost", size: "icon", className: "size-8" })}
        >
          <ExternalLink aria-hidden="true" />
        </a>
      </Tooltip>
      <Tooltip content={t("row.edit")}>
        <Link
          to={`/admin/products/${product.id}/edit`}
          aria-label={t("row.editLabel", { title: product.title })}
          className={buttonClasses({ variant: "ghost", size: "icon", className: "size-8" })}
        >
          <Pencil aria-hidden="true" />
        </Link>
      </Tooltip>
      <DeleteConfirm
        label={t("row.deleteLabel", { title: product.title })}
        title={t("delete.title")}
        description={t("delete.description", { title: product.title })}
        cancelLabel={t("delete.cancel")}
        confirmLabel={t("delete.confirm")}
        fields={{ intent: "delete", productId: product.id }}
      />
    </div>
  );
}
