import { useEffect, useRef } from "react";
import { imageVariants } from "../../modules/media/image-variants.ts";
import { attachImageFallback } from "../../behaviours/image-fallback.ts";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

/** Shown when an image fails to load (storefront §2 Shop). */
export const DEFAULT_SHOP_IMAGE = "/images/shop-default.svg";

export type ResponsiveImageProps = {
  url: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  isEager?: boolean;
  width?: number;
  height?: number;
};

/** An image with WebP variants in `srcset`, lazy unless eager, falling back to the default image on error. */
export function ResponsiveImage({
  url,
  alt,
  sizes,
  className,
  isEager = false,
  width = 640,
  height = 480,
}: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // The swap to the default image is the DOM's business (attachImageFallback), on pages with and without React.
  useEffect(() => (ref.current ? attachImageFallback(ref.current) : undefined), [url]);
  const sources = url === null ? { src: DEFAULT_SHOP_IMAGE } : imageVariants(url);
  return (
    <img
      ref={ref}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isEager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={isEager ? "high" : undefined}
      {...hook(HOOKS.fallbackSrc, DEFAULT_SHOP_IMAGE)}
      className={className}
    />
  );
}
