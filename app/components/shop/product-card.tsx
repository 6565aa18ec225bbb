import { useTranslation } from "../../modules/i18n/react.tsx";
import type { CategoryProductCard } from "../../modules/catalog/list-category-products.server.ts";
import { LocaleLink } from "../locale-link.tsx";
import { ProductMediaView } from "./product-media-view.tsx";

/** At most 2 badges, CNF first and highlighted (storefront §2 Category page, §9). */
export function pickBadges(badges: string[]): string[] {
  const sorted = [...badges].sort((a, b) => Number(b.toUpperCase() === "CNF") - Number(a.toUpperCase() === "CNF"));
  return sorted.slice(0, 2);
}

/** A category page's product card (storefront §2): the whole card opens the product, so does 'Voir la fiche produit'. */
export function ProductCard({ product, isEager }: { product: CategoryProductCard; isEager: boolean }) {
  const { t } = useTranslation("shop");
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <ProductMediaView
          media={product.media}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
          className="h-full w-full object-cover"
          isEager={isEager}
        />
        {product.badges.length > 0 ? (
          <ul className="absolute right-3 top-3 flex flex-wrap justify-end gap-2" aria-label={t("category.badges")}>
            {pickBadges(product.badges).map((badge) => (
              <li
                key={badge}
                className={
                  badge.toUpperCase() === "CNF"
                    ? "rounded-full bg-coral-600 px-2.5 py-1 text-xs font-bold text-white"
                    : "rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800"
                }
              >
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {/* The title's link covers the whole card (photo included): a tap anywhere opens the product. */}
            <LocaleLink
              to={`/shop/product/${product.slug}`}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
            >
              {product.title}
            </LocaleLink>
          </h2>
          {product.subtitle ? <p className="mt-1 text-sm text-slate-600">{product.subtitle}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-500">{t("category.incoterm")}</dt>
            <dd className="font-medium text-slate-800">{product.incoterm || "CNF Papeete"}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("category.leadtime")}</dt>
            <dd className="font-medium text-slate-800">{product.leadtime || t("category.onQuote")}</dd>
          </div>
        </dl>
        <LocaleLink
          to={`/shop/product/${product.slug}`}
          className="relative mt-auto inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          aria-label={`${t("category.viewProduct")} : ${product.title}`}
        >
          {t("category.viewProduct")}
        </LocaleLink>
      </div>
    </li>
  );
}
