import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Star, Trash2 } from "lucide-react";
import { imageVariants } from "../../../modules/media/image-variants.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { MediaAltDialog } from "./media-alt-dialog.tsx";
import type { ManagedMedium } from "./media-requests.ts";

type MediaTileProps = {
  medium: ManagedMedium;
  /** 1-based, as people count. */
  position: number;
  name: string;
  isBusy: boolean;
  onMakeCover: () => void;
  onDelete: () => void;
  onSaveAlt: (fields: Array<[string, string]>) => Promise<boolean>;
};

/** One medium of the gallery: its picture, its position, a drag handle (mouse, touch or keyboard) and its actions. */
export function MediaTile({ medium, position, name, isBusy, onMakeCover, onDelete, onSaveAlt }: MediaTileProps) {
  const { t } = useTranslation("admin-media");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: medium.id,
  });
  const isCover = position === 1;
  const sources = imageVariants(medium.url);
  const translated = (["en", "zh"] as const).filter((lang) => medium.translations[lang]?.alt);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex flex-col overflow-hidden rounded-lg border bg-white shadow-xs",
        isCover ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
        isDragging && "relative z-10 shadow-lg",
      )}
      aria-label={name}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {medium.kind === "video" ? (
          <video src={medium.url} muted playsInline preload="metadata" className="size-full object-cover" />
        ) : (
          <img
            src={sources.src}
            srcSet={sources.srcSet}
            sizes="(min-width: 1024px) 240px, 50vw"
            alt={medium.alt}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        <div className="absolute top-2 left-2 flex gap-1">
          {isCover ? (
            <Badge>
              <Star aria-hidden="true" className="size-3" />
              {t("manager.cover")}
            </Badge>
          ) : null}
          {medium.kind === "video" ? <Badge variant="secondary">{t("manager.video")}</Badge> : null}
        </div>
      </div>
      <p className="truncate px-2 pt-2 text-xs text-slate-600" title={medium.alt || undefined}>
        {medium.alt || <span className="text-amber-700">{t("alt.missing")}</span>}
        {translated.length > 0 ? (
          <span className="ml-1 text-slate-400">· {translated.map((lang) => lang.toUpperCase()).join(" ")}</span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-1 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none active:cursor-grabbing"
          aria-label={t("manager.dragHandle", { name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span className="flex-1 text-xs text-slate-500">{t("manager.position", { position })}</span>
        <MediaAltDialog medium={medium} name={name} isBusy={isBusy} onSave={onSaveAlt} />
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-red-700 hover:bg-red-50 hover:text-red-800"
              disabled={isBusy}
              aria-label={`${t("manager.delete")} : ${name}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title={t("manager.deleteTitle")}
            description={t("manager.deleteDescription")}
            cancelLabel={t("manager.cancel")}
            action={<AlertDialogAction onClick={onDelete}>{t("manager.confirmDelete")}</AlertDialogAction>}
          />
        </AlertDialog>
        {isCover ? null : (
          <Button
            variant="outline"
            size="sm"
            // A narrow tile (phone) wraps the label on two lines rather than cutting it.
            className="order-last h-auto! min-h-8 w-full py-1"
            disabled={isBusy}
            onClick={onMakeCover}
            aria-label={`${t("manager.makeCover")} : ${name}`}
          >
            <Star aria-hidden="true" />
            <span className="whitespace-normal">{t("manager.makeCover")}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
