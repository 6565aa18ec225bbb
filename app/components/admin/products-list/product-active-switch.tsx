import { useFetcher } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Switch } from "../../ui/switch.tsx";
import type { ProductListRow } from "./product-row-types.ts";

/** The row's active switch: saved at once, the toast says 'Produit activé.' or 'Produit désactivé.'. */
export function ProductActiveSwitch({ product }: { product: ProductListRow }) {
  const { t } = useTranslation("admin-products");
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("active");
  const isActive = pending === undefined || pending === null ? product.active : pending === "true";
  return (
    <Switch
      checked={isActive}
      aria-label={t("row.activeLabel", { title: product.title })}
      onCheckedChange={(checked) =>
        fetcher.submit({ intent: "toggle", productId: product.id, active: String(checked) }, { method: "post" })
      }
    />
  );
}
