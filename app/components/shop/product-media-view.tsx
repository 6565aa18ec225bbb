import type { MediaKind } from "../../modules/catalog/statuses.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

export type MediaItem = { kind: MediaKind; url: string; alt: string };

/** A product's media as a card shows it: an image, or a looping muted video (storefront §2 Category page). */
export function ProductMediaView({
  media,
  sizes,
  className,
  isEager,
}: {
  media: MediaItem | null;
  sizes: string;
  className: string;
  isEager?: boolean;
}) {
  if (media?.kind === "video") {
    return (
      <video
        src={media.url}
        className={className}
        autoPlay
        loop
        muted
        playsInline
        preload="metadata"
        aria-label={media.alt || undefined}
      />
    );
  }
  return (
    <ResponsiveImage
      url={media?.url ?? null}
      alt={media?.alt ?? ""}
      sizes={sizes}
      className={className}
      isEager={isEager}
    />
  );
}
