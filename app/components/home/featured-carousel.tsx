import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { FeaturedProductCard, type FeaturedCard } from "./featured-product-card.tsx";
import { useCarousel } from "./use-carousel.ts";

const PER_SLIDE = 3;

/**
 * The featured products carousel (storefront §2, §4): server-rendered as a scrollable row, so it works without
 * JavaScript; with it, previous/next, dots, a pause toggle and autoplay every 6 s.
 */
export function FeaturedCarousel({ products }: { products: FeaturedCard[] }) {
  const { t } = useTranslation("home");
  const trackRef = useRef<HTMLDivElement>(null);
  const carousel = useCarousel(trackRef, Math.ceil(products.length / PER_SLIDE));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") carousel.next();
    else if (event.key === "ArrowLeft") carousel.previous();
    else return;
    event.preventDefault();
  };

  return (
    // Hover and focus inside pause the rotation (WAI-ARIA carousel pattern); the arrow keys page through it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t("featured.carouselLabel")}
      className="relative"
      onMouseEnter={() => carousel.setIsHeld(true)}
      onMouseLeave={() => carousel.setIsHeld(false)}
      onFocus={() => carousel.setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setIsHeld(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-controls mb-4 flex items-center justify-end gap-2">
        <button type="button" onClick={carousel.togglePlaying} className={CONTROL_BUTTON} aria-label={carousel.isPlaying ? t("featured.pause") : t("featured.play")}>
          {carousel.isPlaying ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        </button>
        <button type="button" onClick={carousel.previous} className={CONTROL_BUTTON} aria-label={t("featured.previous")} aria-controls="featured-track">
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" onClick={carousel.next} className={CONTROL_BUTTON} aria-label={t("featured.next")} aria-controls="featured-track">
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div
        id="featured-track"
        ref={trackRef}
        aria-live={carousel.isRunning ? "off" : "polite"}
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
      {carousel.pageCount > 1 ? (
        <div className="carousel-controls mt-4 flex justify-center gap-1" role="group" aria-label={t("featured.dotsLabel")}>
          {Array.from({ length: carousel.pageCount }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => carousel.goTo(index)}
              aria-label={t("featured.dotLabel", { n: index + 1 })}
              aria-current={index === carousel.page ? "true" : undefined}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span className="block size-2.5 rounded-full bg-slate-400 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand-700" />
            </button>
          ))}
        </div>
      ) : null}
      <noscript>
        <style>{".carousel-controls{display:none!important}"}</style>
      </noscript>
    </div>
  );
}

const CONTROL_BUTTON =
  "flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100";
