// The editor's "Médias" section: the product's media in position order, the cover (position 0) marked. The gallery
// manager (upload with progress, cover, reorder, delete) mounts here; this shows what is stored.
import { Film } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { imageVariants } from "../../../modules/media/image-variants.ts";
import type { MediaKind } from "../../../db/schema/catalog.ts";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";

export type MediaSectionItem = { id: string; kind: MediaKind; url: string; alt: string; position: number };

type MediaSectionProps = {
  /** Null for a product not saved yet. */
  productId: string | null;
  media: readonly MediaSectionItem[];
};

export function MediaSection({ productId, media }: MediaSectionProps) {
  const { t } = useTranslation("admin-editor");
  const ordered = [...media].sort((a, b) => a.position - b.position);
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{t("media.title")}</CardTitle>
          <p className="mt-0.5 text-xs text-slate-500">{t("media.hint")}</p>
        </div>
      </CardHeader>
      <CardContent>
        {productId === null ? (
          <p className="text-sm text-slate-600">{t("media.saveFirst")}</p>
        ) : ordered.length === 0 ? (
          <p className="text-sm text-slate-600">{t("media.empty")}</p>
        ) : (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {ordered.map((item, index) => (
              <li key={item.id} className="grid gap-1">
                <div className="relative aspect-square overflow-hidden rounded-md border border-slate-200 bg-slate-100">
                  {item.kind === "image" ? (
                    <img
                      {...imageVariants(item.url)}
                      sizes="160px"
                      alt={item.alt}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <div className="grid size-full place-items-center text-slate-500">
                      <Film aria-hidden="true" className="size-8" />
                      <span className="sr-only">{item.alt}</span>
                    </div>
                  )}
                  {index === 0 ? <Badge className="absolute top-1.5 left-1.5">{t("media.cover")}</Badge> : null}
                </div>
                <p className="truncate text-xs text-slate-600">
                  {item.kind === "video" ? `${t("media.video")} · ` : ""}
                  {t("media.position", { n: item.position })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
