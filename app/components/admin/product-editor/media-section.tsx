// The editor's "Médias" section: the gallery manager (several images and videos at once with a progress bar each,
// the cover, reorder by drag or keyboard, delete) once the product exists; before its first save, a hint.
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ManagedMedium } from "../media/media-requests.ts";
import { ProductMediaManager } from "../media/product-media-manager.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";

export type MediaSectionItem = ManagedMedium;

type MediaSectionProps = {
  /** Null for a product not saved yet. */
  productId: string | null;
  media: readonly MediaSectionItem[];
};

export function MediaSection({ productId, media }: MediaSectionProps) {
  const { t } = useTranslation("admin-editor");
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
        ) : (
          <ProductMediaManager key={productId} productId={productId} initialMedia={[...media]} />
        )}
      </CardContent>
    </Card>
  );
}
