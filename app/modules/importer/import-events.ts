// What the import's resource route streams to the browser, one JSON object a line (NDJSON): the engine's progress
// steps as they happen, then one outcome. Shared by the server (import-stream.server.ts) and the screens.
import type { ImportErrorCode } from "./import-error.ts";

export const IMPORT_STEPS = ["fetching-page", "reading-page", "storing-photos", "creating-draft"] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** The import's resource route (POST `url`, `category`). */
export const IMPORT_RUN_PATH = "/admin/import/run";
export const IMPORT_STREAM_TYPE = "application/x-ndjson";

/** A category the import form offers. */
export type ImportCategory = { key: string; name: string };

export type ImportedDraftLinks = {
  productId: string;
  slug: string;
  title: string;
  /** The product editor. */
  editUrl: string;
  /** `/shop/product/{slug}?draft=1`, which only the administrator sees. */
  previewUrl: string;
};

export type ImportStreamEvent =
  | { type: "progress"; step: ImportStep; done?: number; total?: number }
  | (ImportedDraftLinks & {
      type: "created";
      photoCount: number;
      /** 'Photo 4 non importée: …', one a failed photo. */
      photoFailures: string[];
    })
  | (ImportedDraftLinks & { type: "existing" })
  | {
      type: "error";
      code: ImportErrorCode | "UNEXPECTED";
      /** The French message: 'Veuillez saisir une URL Alibaba valide', the captcha's own advice … */
      message: string;
    };

export function draftLinks(draft: { productId: string; slug: string; title: string }): ImportedDraftLinks {
  const { productId, slug, title } = draft;
  return {
    productId,
    slug,
    title,
    editUrl: `/admin/products/${productId}/edit`,
    previewUrl: `/shop/product/${encodeURIComponent(slug)}?draft=1`,
  };
}

/** Splits a growing NDJSON text into complete events; what follows the last newline is kept for the next chunk. */
export function takeEvents(buffer: string): { events: ImportStreamEvent[]; rest: string } {
  const lines = buffer.split("\n");
  const rest = lines.pop() ?? "";
  const events = lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as ImportStreamEvent);
  return { events, rest };
}
