import { useTranslation } from "../../modules/i18n/react.tsx";
import type { ShopCategory } from "../../modules/catalog/list-shop-categories.server.ts";
import { LocaleLink } from "../locale-link.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** Categories with a short blurb (storefront §2 Shop). */
const BLURB_KEYS = new Set(["tiny", "solar", "equip"]);

export function CategoryCard({ category, isEager }: { category: ShopCategory; isEager: boolean }) {
  const { t } = useTranslation("shop");
  const headingId = `category-${category.key}`;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-coral-500">
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        <ResponsiveImage
          url={category.cover}
          alt=""
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
          className="h-full w-full object-cover transition group-hover:scale-105"
          isEager={isEager}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <LocaleLink to={`/shop/${category.key}`} className="after:absolute after:inset-0 focus:outline-none">
              {category.name}
            </LocaleLink>
          </h2>
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
            {t("shop.productCount", { count: category.productCount })}
          </span>
        </div>
        {BLURB_KEYS.has(category.key) ? (
          <p className="text-sm text-slate-600">{t(`shop.blurbs.${category.key}`)}</p>
        ) : null}
        <span className="mt-auto pt-2 text-sm font-semibold text-coral-600" aria-hidden="true">
          {t("shop.browse")} →
        </span>
      </div>
    </li>
  );
}
