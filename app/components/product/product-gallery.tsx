import { ChevronLeft, ChevronRight, PlayCircle } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { MediaItem } from "../shop/product-media-view.tsx";
import { ResponsiveImage } from "../shop/responsive-image.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

const slideId = (index: number) => `media-${index + 1}`;

/**
 * Media gallery (storefront §2 Product sheet): arrows that wrap, thumbnails, counter 'n / total', videos with
 * controls. Every slide is in the page and the arrows and thumbnails are anchors, so it works without JavaScript;
 * the page's script (behaviour/gallery.ts) makes them scroll the strip without moving the page, the arrow keys move
 * between slides and the shared counter follow.
 */
export function ProductGallery({ media, title }: { media: MediaItem[]; title: string }) {
  const { t } = useTranslation("product");
  const total = media.length;

  if (total === 0) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-brand-50">
        <ResponsiveImage
          url={null}
          alt=""
          sizes="(min-width: 1024px) 640px, calc(100vw - 2rem)"
          className="h-full w-full object-cover"
          isEager
        />
      </div>
    );
  }

  const wrap = (index: number) => (index + total) % total;
  const arrowClass =
    "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow hover:bg-white";
  return (
    <section
      aria-roledescription={t("gallery.roleDescription")}
      aria-label={t("gallery.label", { title })}
      {...hook(HOOKS.gallery)}
    >
      <div className="relative">
        <div
          {...hook(HOOKS.galleryStrip)}
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-xl bg-slate-900 [scrollbar-width:none]"
        >
          {media.map((item, index) => (
            <div
              key={`${item.url}-${index}`}
              id={slideId(index)}
              {...hook(HOOKS.gallerySlide)}
              role="group"
              aria-roledescription={t("gallery.slide")}
              aria-label={t("gallery.counter", { current: index + 1, total })}
              className="relative h-full w-full shrink-0 snap-start"
            >
              {item.kind === "video" ? (
                // Product videos are silent demonstrations uploaded without a caption file.
                // eslint-disable-next-line jsx-a11y/media-has-caption
                <video
                  src={item.url}
                  controls
                  preload="metadata"
                  playsInline
                  className="h-full w-full object-contain"
                  aria-label={item.alt || title}
                />
              ) : (
                <ResponsiveImage
                  url={item.url}
                  alt={item.alt || title}
                  sizes="(min-width: 1024px) 640px, calc(100vw - 2rem)"
                  className="h-full w-full object-cover"
                  isEager={index === 0}
                />
              )}
              {/* Each slide's own number, for pages without JavaScript; the script removes it (absolute: nothing moves). */}
              <p
                {...hook(HOOKS.gallerySlideBadge)}
                className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1} / {total}
              </p>
              {total > 1 ? (
                <>
                  <a
                    href={`#${slideId(wrap(index - 1))}`}
                    {...hook(HOOKS.galleryGo, "previous")}
                    className={`${arrowClass} left-2`}
                    aria-label={t("gallery.previous")}
                  >
                    <ChevronLeft aria-hidden="true" className="size-5" />
                  </a>
                  <a
                    href={`#${slideId(wrap(index + 1))}`}
                    {...hook(HOOKS.galleryGo, "next")}
                    className={`${arrowClass} right-2`}
                    aria-label={t("gallery.next")}
                  >
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </a>
                </>
              ) : null}
            </div>
          ))}
        </div>
        <p className="sr-only" aria-live="polite" {...hook(HOOKS.galleryLive)} />
      </div>
      {/* Shown once the script runs (without it the links scroll the strip and nothing would move the counter); its
          line is there from the start, so nothing shifts when it appears. */}
      <p
        className="invisible mt-2 text-center text-sm font-medium text-slate-600"
        aria-hidden="true"
        {...hook(HOOKS.galleryCounter)}
        data-testid="gallery-counter"
      >
        {t("gallery.counter", { current: 1, total })}
      </p>
      {total > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label={t("gallery.thumbnails")}>
          {media.map((item, index) => (
            <li key={`${item.url}-thumb-${index}`} className="shrink-0">
              <a
                href={`#${slideId(index)}`}
                {...hook(HOOKS.galleryThumb, index)}
                aria-label={t("gallery.show", { current: index + 1, total })}
                aria-current={index === 0 ? "true" : undefined}
                className={`block h-16 w-24 overflow-hidden rounded-md border-2 ${index === 0 ? "border-coral-500" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                {item.kind === "video" ? (
                  <span className="flex h-full w-full items-center justify-center bg-slate-800 text-white">
                    <PlayCircle aria-hidden="true" className="size-6" />
                  </span>
                ) : (
                  <ResponsiveImage
                    url={item.url}
                    alt=""
                    sizes="96px"
                    width={96}
                    height={64}
                    className="h-full w-full object-cover"
                  />
                )}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
