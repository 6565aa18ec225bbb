// Inserting images into a description: upload image files (only images are sent, back-office §5) or give the
// address of an image already online. Sits inside the page's form, so it is not a form itself.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { toast } from "../toaster.tsx";
import { splitImageFiles, uploadEditorImages } from "./editor-image-files.ts";
import { isAllowedImageSrc } from "./image-node.ts";
import { PANEL_BUTTON_CLASSES } from "./rich-text-classes.ts";

export type ImageUploadTarget = {
  /** The upload route: multipart field `files`, answers `{ urls, ignoredCount }` or `{ error }`. */
  endpoint: string;
  /** Extra form fields sent with the files (the product's id). */
  fields?: Record<string, string>;
};

type ImageInsertPanelProps = {
  upload?: ImageUploadTarget;
  onInsert: (images: { src: string; alt: string }[]) => void;
  onCancel: () => void;
};

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export function ImageInsertPanel({ upload, onInsert, onCancel }: ImageInsertPanelProps) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  async function onFiles(files: FileList | null) {
    if (!files || !upload) return;
    const { images, ignoredCount } = splitImageFiles(Array.from(files));
    if (images.length === 0) {
      setError(t("image.notImages"));
      toast.error(t("image.errorTitle"), { description: t("image.notImages") });
      return;
    }
    if (ignoredCount > 0) toast(t("image.ignored", { n: ignoredCount }));
    setError(null);
    setIsUploading(true);
    try {
      const answer = await uploadEditorImages(upload.endpoint, images, upload.fields);
      if ("error" in answer) throw new Error(answer.error);
      if (answer.ignoredCount > 0) toast(t("image.ignored", { n: answer.ignoredCount }));
      onInsert(answer.urls.map((url) => ({ src: url, alt: alt.trim() })));
      toast.success(t("image.uploaded", { n: answer.urls.length }));
    } catch {
      setError(t("image.uploadError"));
      toast.error(t("image.errorTitle"), { description: t("image.uploadError") });
    } finally {
      setIsUploading(false);
    }
  }

  function insertAddress() {
    const address = src.trim();
    if (!isAllowedImageSrc(address)) return setError(t("image.invalidAddress"));
    onInsert([{ src: address, alt: alt.trim() }]);
  }

  return (
    <div
      role="group"
      aria-label={t("toolbar.image")}
      className="grid gap-2 border-b border-slate-300 bg-sand-50 p-2 sm:grid-cols-2"
    >
      {upload ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-files`} className="block text-sm font-medium text-slate-800">
            {t("image.files")}
          </label>
          <input
            id={`${id}-files`}
            ref={first}
            type="file"
            accept="image/*"
            multiple
            disabled={isUploading}
            onChange={(event) => {
              void onFiles(event.target.files);
              event.target.value = "";
            }}
            className="mt-1 block w-full text-sm"
          />
          {isUploading ? (
            <p role="status" className="mt-1 text-sm text-slate-700">
              {t("image.uploading")}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-src`} className="block text-sm font-medium text-slate-800">
          {t("image.address")}
        </label>
        <input
          id={`${id}-src`}
          ref={upload ? undefined : first}
          type="url"
          value={src}
          placeholder="https://"
          onChange={(event) => {
            setSrc(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              insertAddress();
            }
            if (event.key === "Escape") onCancel();
          }}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
          {t("image.alt")}
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") onCancel();
          }}
          className={INPUT}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="button" onClick={insertAddress} className={PANEL_BUTTON_CLASSES.primary}>
          {t("image.insert")}
        </button>
        <button type="button" onClick={onCancel} className={PANEL_BUTTON_CLASSES.quiet}>
          {t("link.cancel")}
        </button>
      </div>
    </div>
  );
}
