import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { FeaturedProductCard, type FeaturedCard } from "./featured-product-card.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

/**
 * The featured products carousel (storefront §2, §4): server-rendered as a scrollable row, so it works without
 * JavaScript (its controls are then hidden by the rule in root.tsx's <noscript>); with it, previous/next, dots, a
 * pause toggle and autoplay every 6 s (app/behaviours/carousel.ts, run by the home page's inline script, which owns
 * the dots and the state attributes).
 */
export function FeaturedCarousel({ products }: { products: FeaturedCard[] }) {
  const { t } = useTranslation("home");

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("featured.carouselLabel")}
      className="relative"
      {...hook(HOOKS.carousel)}
    >
      <div className="carousel-controls mb-4 flex items-center justify-end gap-2" {...hook(HOOKS.carouselControls)}>
        <button
          type="button"
          className={CONTROL_BUTTON}
          aria-label={t("featured.pause")}
          {...hook(HOOKS.carouselToggle)}
          {...hook(HOOKS.carouselPauseLabel, t("featured.pause"))}
          {...hook(HOOKS.carouselPlayLabel, t("featured.play"))}
        >
          <Pause className="size-5" aria-hidden="true" {...hook(HOOKS.carouselIcon, "pause")} />
          <Play
            className="size-5"
            aria-hidden="true"
            {...hook(HOOKS.carouselIcon, "play")}
            style={{ display: "none" }}
          />
        </button>
        <StepButton label={t("featured.previous")} name={HOOKS.carouselPrevious} Icon={ChevronLeft} />
        <StepButton label={t("featured.next")} name={HOOKS.carouselNext} Icon={ChevronRight} />
      </div>
      <div
        id="featured-track"
        aria-live="off"
        {...hook(HOOKS.carouselTrack)}
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
        {...hook(HOOKS.carouselDots)}
        {...hook(HOOKS.carouselDotLabel, t("featured.dotLabel", { n: "{n}" }))}
        {...hook(HOOKS.carouselDotClass, "group flex size-6 items-center justify-center rounded-full")}
        {...hook(
          HOOKS.carouselMarkClass,
          "block size-2.5 rounded-full bg-slate-400 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand-700",
        )}
      />
    </section>
  );
}

const CONTROL_BUTTON =
  "flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100";

/** The previous or next button: moves the track by a page (carousel.ts). */
function StepButton({
  label,
  name,
  Icon,
}: {
  label: string;
  name: typeof HOOKS.carouselPrevious | typeof HOOKS.carouselNext;
  Icon: typeof ChevronLeft;
}) {
  return (
    <button type="button" className={CONTROL_BUTTON} aria-label={label} aria-controls="featured-track" {...hook(name)}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
