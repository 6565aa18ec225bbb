// A product's gallery in the back office (issue 14 item 4): several images and videos picked or dropped at once,
// sent 3 at a time with a progress bar and an error per file; the cover chosen; the order changed by drag or by
// keyboard (@dnd-kit's keyboard sensor); a medium deleted after confirmation. Every change is saved at once through
// the JSON routes of app/routes/admin/media/; the product editor mounts the same component.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { ImagePlus } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { IMAGE_MAX_BYTES, megabytes, VIDEO_MAX_BYTES } from "../../../modules/media/upload-limits.ts";
import { toast } from "../../toaster.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { type ManagedMedium, postMediaAction, runWithLimit, uploadMediaFile } from "./media-requests.ts";
import { MediaTile } from "./media-tile.tsx";
import { orderAfterBatch } from "./upload-order.ts";
import { type UploadItem, UploadProgressList } from "./upload-progress-list.tsx";

/** Files sent at the same time: enough to keep the line busy, few enough for the server's image conversion. */
const PARALLEL_UPLOADS = 3;
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm";

export type ProductMediaManagerProps = { productId: string; initialMedia: ManagedMedium[] };

export function ProductMediaManager({ productId, initialMedia }: ProductMediaManagerProps) {
  const { t } = useTranslation("admin-media");
  const [media, setMediaState] = useState(() => [...initialMedia].sort((a, b) => a.position - b.position));
  // The gallery as last set, readable after an await (a batch of uploads reorders what it finds at its end).
  const mediaRef = useRef(media);
  const setMedia = (next: ManagedMedium[] | ((current: ManagedMedium[]) => ManagedMedium[])) => {
    mediaRef.current = typeof next === "function" ? next(mediaRef.current) : next;
    setMediaState(mediaRef.current);
  };
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [isDropping, setIsDropping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();
  // A stable id for the accessibility ids: dnd-kit's own counter differs between the server and the browser.
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (medium: ManagedMedium, index: number) =>
    t("manager.mediumName", {
      kind: medium.kind === "video" ? t("manager.video") : t("manager.image"),
      position: index + 1,
    });
  const describe = (id: string | number) => {
    const index = media.findIndex((medium) => medium.id === id);
    return { name: index >= 0 ? nameOf(media[index]!, index) : "", position: index + 1, total: media.length };
  };
  const patchUpload = (key: string, patch: Partial<UploadItem>) =>
    setUploads((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function uploadFiles(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((file) => ({
      file,
      item: { key: crypto.randomUUID(), name: file.name, status: "waiting", progress: 0 } satisfies UploadItem,
    }));
    // A new batch replaces the finished lines of the previous one; errors stay until dismissed.
    setUploads((items) => [...items.filter((item) => item.status === "error"), ...batch.map(({ item }) => item)]);
    // The uploaded media's ids by the index of their file in the choice.
    const uploadedIds: Array<string | undefined> = [];
    await runWithLimit(batch, PARALLEL_UPLOADS, async ({ file, item }) => {
      patchUpload(item.key, { status: "uploading" });
      const outcome = await uploadMediaFile(productId, file, (fraction) =>
        patchUpload(item.key, { progress: fraction, status: fraction >= 1 ? "processing" : "uploading" }),
      );
      if (outcome.ok) {
        uploadedIds[batch.findIndex((entry) => entry.item.key === item.key)] = outcome.medium.id;
        setMedia((current) => [...current, outcome.medium].sort((a, b) => a.position - b.position));
        patchUpload(item.key, { status: "done", progress: 1 });
      } else {
        patchUpload(item.key, { status: "error", error: outcome.error ?? t("errors.network") });
      }
    });
    const chosenIds = uploadedIds.filter((id): id is string => id !== undefined);
    const uploaded = chosenIds.length;
    const order = orderAfterBatch(
      mediaRef.current.map((medium) => medium.id),
      chosenIds,
    );
    if (order) {
      const result = await postMediaAction(
        `/admin/products/${productId}/media/order`,
        order.map((id) => ["ids", id]),
      );
      if (!result.media) {
        toast.error(result.error ?? t("toast.actionFailed"));
        return;
      }
      setMedia(result.media);
    }
    if (uploaded === batch.length) {
      toast.success(uploaded === 1 ? t("toast.uploadedOne") : t("toast.uploadedMany", { count: uploaded }));
    } else {
      toast.error(t("toast.uploadFailed"), {
        description: uploaded > 0 ? t("toast.uploadedMany", { count: uploaded }) : t("toast.uploadError"),
      });
    }
  }

  async function saveAction(url: string, fields: Array<[string, string]>, success: string, fallback: ManagedMedium[]) {
    setIsBusy(true);
    const result = await postMediaAction(url, fields);
    setIsBusy(false);
    if (result.media) {
      setMedia(result.media);
      toast.success(success);
    } else {
      setMedia(fallback);
      toast.error(result.error ?? t("toast.actionFailed"));
    }
  }

  async function saveAlt(medium: ManagedMedium, fields: Array<[string, string]>): Promise<boolean> {
    setIsBusy(true);
    const result = await postMediaAction(`/admin/products/${productId}/media/${medium.id}/alt`, fields);
    setIsBusy(false);
    if (!result.media) {
      toast.error(result.error ?? t("toast.actionFailed"));
      return false;
    }
    setMedia(result.media);
    toast.success(t("toast.altSaved"));
    return true;
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = media.findIndex((medium) => medium.id === active.id);
    const to = media.findIndex((medium) => medium.id === over.id);
    const previous = media;
    const reordered = arrayMove(media, from, to).map((medium, position) => ({ ...medium, position }));
    setMedia(reordered);
    void saveAction(
      `/admin/products/${productId}/media/order`,
      reordered.map((medium) => ["ids", medium.id]),
      t("toast.orderSaved"),
      previous,
    );
  }

  function makeCover(medium: ManagedMedium) {
    const previous = media;
    setMedia([medium, ...media.filter((other) => other.id !== medium.id)].map((m, position) => ({ ...m, position })));
    void saveAction(`/admin/products/${productId}/media/${medium.id}/cover`, [], t("toast.coverSet"), previous);
  }

  async function remove(medium: ManagedMedium) {
    setIsBusy(true);
    const result = await postMediaAction(`/admin/products/${productId}/media/${medium.id}/delete`);
    setIsBusy(false);
    if (!result.media) {
      toast.error(result.error ?? t("toast.actionFailed"));
      return;
    }
    setMedia((current) =>
      current.filter((other) => other.id !== medium.id).map((other, position) => ({ ...other, position })),
    );
    toast.success(t("toast.deleted"));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDropping(false);
    void uploadFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("manager.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes("Files")) return;
            event.preventDefault();
            setIsDropping(true);
          }}
          onDragLeave={() => setIsDropping(false)}
          onDrop={onDrop}
          className={cn(
            "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center",
            isDropping ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
          )}
        >
          <ImagePlus aria-hidden="true" className="size-6 text-slate-500" />
          <p className="text-sm font-medium text-slate-800">{t("manager.dropzone")}</p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = "";
              void uploadFiles(files);
            }}
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={helpId}>
            {t("manager.pick")}
          </Button>
          <p id={helpId} className="text-xs text-slate-500">
            {t("manager.limits", { imageMax: megabytes(IMAGE_MAX_BYTES), videoMax: megabytes(VIDEO_MAX_BYTES) })}
          </p>
        </div>

        <UploadProgressList
          items={uploads}
          onDismiss={(key) => setUploads((items) => items.filter((item) => item.key !== key))}
        />

        {media.length === 0 ? (
          <p className="text-sm text-slate-600">{t("manager.empty")}</p>
        ) : (
          <>
            <p className="text-xs text-slate-500">{t("manager.keyboardHelp")}</p>
            <DndContext
              id={dndId}
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: { draggable: t("manager.keyboardHelp") },
                announcements: {
                  onDragStart: ({ active }) => t("announce.dragStart", describe(active.id)),
                  onDragOver: ({ active, over }) =>
                    over
                      ? t("announce.dragOver", { ...describe(active.id), position: describe(over.id).position })
                      : undefined,
                  onDragEnd: ({ active, over }) =>
                    over
                      ? t("announce.dragEnd", { ...describe(active.id), position: describe(over.id).position })
                      : undefined,
                  onDragCancel: ({ active }) => t("announce.dragCancel", describe(active.id)),
                },
              }}
            >
              <SortableContext items={media.map((medium) => medium.id)} strategy={rectSortingStrategy}>
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  {media.map((medium, index) => (
                    <MediaTile
                      key={medium.id}
                      medium={medium}
                      position={index + 1}
                      name={nameOf(medium, index)}
                      isBusy={isBusy}
                      onMakeCover={() => makeCover(medium)}
                      onDelete={() => void remove(medium)}
                      onSaveAlt={(fields) => saveAlt(medium, fields)}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          </>
        )}
      </CardContent>
    </Card>
  );
}
