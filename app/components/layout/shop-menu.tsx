import { ChevronDown } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { LocaleLink } from "../locale-link.tsx";

export type MenuCategory = { key: string; name: string };

/** The 'Boutique' menu: all categories, then each category by name (storefront §2). */
export function ShopMenu({ categories }: { categories: MenuCategory[] }) {
  const { t } = useTranslation("common");
  return (
    <details className="group/shop relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        {t("nav.shop")}
        {/* A named group: inside the phone menu (another <details>), only this menu's own state turns the caret. */}
        <ChevronDown className="size-3 transition group-open/shop:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="z-50 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg lg:absolute lg:left-0">
        <li>
          <LocaleLink to="/shop" className="block px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100">
            {t("nav.allCategories")}
          </LocaleLink>
        </li>
        {categories.map((category) => (
          <li key={category.key}>
            <LocaleLink
              to={`/shop/${category.key}`}
              className="block px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              {category.name}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
