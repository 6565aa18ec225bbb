import { useTranslation } from "../../modules/i18n/react.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { FeaturedCarousel } from "./featured-carousel.tsx";
import type { FeaturedCard } from "./featured-product-card.tsx";
import { SectionHeading } from "./section-heading.tsx";

type DisplayRate = { currency: string; rate: number };

export function FeaturedSection({ products, displayRate }: { products: FeaturedCard[]; displayRate: DisplayRate }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="featured-title" className="bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="featured-title" title={t("featured.title")} intro={t("featured.intro")} />
        {products.length > 0 ? (
          <FeaturedCarousel products={products} />
        ) : (
          <p className="text-center text-slate-700">{t("featured.empty")}</p>
        )}
        {displayRate.currency !== "XPF" ? (
          <p className="mt-4 text-center text-sm text-slate-600">
            {t("featured.rateNote", { currency: displayRate.currency, rate: displayRate.rate })}
          </p>
        ) : null}
        <p className="mt-6 text-center">
          <LocaleLink
            to="/shop"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t("featured.shopLink")}
          </LocaleLink>
        </p>
      </div>
    </section>
  );
}
