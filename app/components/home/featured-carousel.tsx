import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { memo, useEffect, useRef } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { attachCarousel } from "./carousel-controller.ts";
import { FeaturedProductCard, type FeaturedCard } from "./featured-product-card.tsx";

/**
 * The featured products carousel (storefront §2, §4): server-rendered as a scrollable row, so it works without
 * JavaScript (its controls are then hidden by the rule in root.tsx's <noscript>); with it, previous/next, dots, a
 * pause toggle and autoplay every 6 s (carousel-controller.ts, which the home page runs as its inline script and a
 * client-side navigation runs from the effect below).
 *
 * The controller owns the dots and the state attributes, so React renders this once per list of products.
 */
export const FeaturedCarousel = memo(
  function FeaturedCarousel({ products }: { products: FeaturedCard[] }) {
    const { t } = useTranslation("home");
    const rootRef = useRef<HTMLElement>(null);
    useEffect(() => (rootRef.current ? attachCarousel(rootRef.current) : undefined), []);

    return (
      <section
        ref={rootRef}
        aria-roledescription="carousel"
        aria-label={t("featured.carouselLabel")}
        className="relative"
        data-carousel=""
      >
        <div className="carousel-controls mb-4 flex items-center justify-end gap-2" data-carousel-controls="">
          <button
            type="button"
            className={CONTROL_BUTTON}
            aria-label={t("featured.pause")}
            data-carousel-toggle=""
            data-pause-label={t("featured.pause")}
            data-play-label={t("featured.play")}
          >
            <Pause className="size-5" aria-hidden="true" data-icon="pause" />
            <Play className="size-5" aria-hidden="true" data-icon="play" style={{ display: "none" }} />
          </button>
          <button
            type="button"
            className={CONTROL_BUTTON}
            aria-label={t("featured.previous")}
            aria-controls="featured-track"
            data-carousel-previous=""
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={CONTROL_BUTTON}
            aria-label={t("featured.next")}
            aria-controls="featured-track"
            data-carousel-next=""
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div
          id="featured-track"
          aria-live="off"
          data-carousel-track=""
          className="-mx-2 flex snap-x snap-mandatory overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin] motion-reduce:scroll-auto"
        >
          {products.map((product, index) => (
            <div
              key={product.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={t("featured.slideLabel", { n: index + 1, total: products.length })}
              className="w-[85%] shrink-0 snap-start px-2 sm:w-1/2 lg:w-1/3"
            >
              <FeaturedProductCard product={product} />
            </div>
          ))}
        </div>
        {/* Filled by the controller: one dot per page of the current layout. */}
        <div
          role="group"
          aria-label={t("featured.dotsLabel")}
          hidden
          className="carousel-controls mt-4 flex justify-center gap-1"
          data-carousel-dots=""
          data-dot-label={t("featured.dotLabel", { n: "{n}" })}
          data-dot-class="group flex size-6 items-center justify-center rounded-full"
          data-mark-class="block size-2.5 rounded-full bg-slate-400 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand-700"
        />
      </section>
    );
  },
  (before, after) => sameProducts(before.products, after.products),
);

function sameProducts(a: FeaturedCard[], b: FeaturedCard[]) {
  return a.length === b.length && a.every((product, index) => JSON.stringify(product) === JSON.stringify(b[index]));
}

const CONTROL_BUTTON =
  "flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100";
