import { Link, useSearchParams } from "react-router";
import { UNCATEGORISED } from "../../../modules/catalog/admin-product-list-spec.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { listSearch } from "../../../modules/lists/list-params.ts";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import type { ProductListCategory } from "./product-row-types.ts";
import { CategoryDropZone } from "./products-dnd.tsx";

type ProductCategoryBarProps = {
  categories: readonly ProductListCategory[];
  /** Products matching the search and status per category id (`UNCATEGORISED` for those without one). */
  counts: Readonly<Record<string, number>>;
  /** The category filter of the URL, if any. */
  selected: string | undefined;
};

const CHIP =
  "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap transition-colors";

/**
 * Every category with its count of matching products: a link shows that category alone (the `category` filter), and
 * each is a drop zone, so a row of any page can be moved to any category.
 */
export function ProductCategoryBar({ categories, counts, selected }: ProductCategoryBarProps) {
  const { t } = useTranslation("admin-products");
  const [searchParams] = useSearchParams();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const zones = [
    ...categories.map((category) => ({ id: category.id, name: category.name })),
    { id: UNCATEGORISED, name: t("group.uncategorisedName") },
  ];
  const chipClasses = (isSelected: boolean, isTarget = false) =>
    cn(
      CHIP,
      FOCUS_RING,
      isSelected
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
      isTarget && "border-brand-500 bg-brand-50 text-brand-900 outline-2 outline-offset-2 outline-brand-500",
    );
  return (
    // Sticky on a desktop, under the top bar, so a row of a long page is dragged onto it without scrolling.
    <nav
      aria-label={t("bar.label")}
      className="mb-4 lg:sticky lg:top-14 lg:z-20 lg:-mx-2 lg:rounded-lg lg:bg-slate-50 lg:p-2"
    >
      <ul className="flex flex-wrap gap-1.5">
        <li>
          <Link
            to={listSearch(searchParams, { category: null })}
            preventScrollReset
            aria-current={selected === undefined ? "page" : undefined}
            className={chipClasses(selected === undefined)}
          >
            {t("bar.all", { count: total })}
          </Link>
        </li>
        {zones.map((zone) => (
          <li key={zone.id}>
            <CategoryDropZone zoneId={zone.id}>
              {({ ref, isTarget }) => (
                <Link
                  ref={ref}
                  to={listSearch(searchParams, { category: zone.id })}
                  preventScrollReset
                  aria-current={selected === zone.id ? "page" : undefined}
                  className={chipClasses(selected === zone.id, isTarget)}
                >
                  {t("group.title", { name: zone.name, count: counts[zone.id] ?? 0 })}
                </Link>
              )}
            </CategoryDropZone>
          </li>
        ))}
      </ul>
    </nav>
  );
}
