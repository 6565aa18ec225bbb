import { useFetcher } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Select } from "../../ui/select.tsx";
import type { ProductListCategory, ProductListRow } from "./product-row-types.ts";

/** An uncategorised product's category selector: choosing one moves the product there at once. */
export function ProductCategorySelect({
  product,
  categories,
}: {
  product: ProductListRow;
  categories: readonly ProductListCategory[];
}) {
  const { t } = useTranslation("admin-products");
  const fetcher = useFetcher();
  return (
    <Select
      aria-label={t("row.categoryLabel", { title: product.title })}
      placeholder={t("row.chooseCategory")}
      className="h-8 w-full max-w-44 px-2 text-xs whitespace-nowrap [&>span]:min-w-0 [&>span]:truncate"
      options={categories.map((category) => ({ value: category.id, label: category.name }))}
      onValueChange={(categoryId) =>
        fetcher.submit({ intent: "move", productId: product.id, categoryId }, { method: "post" })
      }
    />
  );
}
