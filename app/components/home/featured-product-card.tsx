import { useTranslation } from "../../modules/i18n/react.tsx";
import { imageVariants } from "../../modules/media/image-variants.ts";
import { LocaleLink } from "../locale-link.tsx";

export type FeaturedCard = {
  slug: string;
  title: string;
  subtitle: string | null;
  /** Formatted in the page's display currency; null shows 'Sur devis'. */
  priceLabel: string | null;
  media: { kind: "image" | "video"; url: string; alt: string } | null;
};

const IMAGE_SIZES = "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 85vw";

/** One product of the home carousel: first media, title, price or 'Sur devis', CNF badge, 'Commander' and 'Détails'. */
export function FeaturedProductCard({ product }: { product: FeaturedCard }) {
  const { t } = useTranslation("home");
  const href = `/shop/product/${product.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-100">
        <CardMedia media={product.media} title={product.title} />
        <span className="absolute left-3 top-3 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white">
          {t("featured.cnf")}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug text-slate-900">{product.title}</h3>
        {product.subtitle ? <p className="line-clamp-2 text-sm text-slate-600">{product.subtitle}</p> : null}
        <p className="mt-auto pt-2 text-lg font-bold text-brand-700">{product.priceLabel ?? t("featured.onQuote")}</p>
        <div className="flex gap-2">
          <LocaleLink
            to={`${href}#commande`}
            aria-label={t("featured.orderLabel", { title: product.title })}
            className="flex-1 rounded-md bg-coral-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-coral-500"
          >
            {t("featured.order")}
          </LocaleLink>
          <LocaleLink
            to={href}
            aria-label={t("featured.detailsLabel", { title: product.title })}
            className="flex-1 rounded-md border border-brand-700 px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("featured.details")}
          </LocaleLink>
        </div>
      </div>
    </article>
  );
}

function CardMedia({ media, title }: { media: FeaturedCard["media"]; title: string }) {
  if (!media) return null;
  if (media.kind === "video") {
    return (
      <video
        src={media.url}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={media.alt || title}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  const { src, srcSet } = imageVariants(media.url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? IMAGE_SIZES : undefined}
      alt={media.alt || title}
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 size-full object-cover"
    />
  );
}
