// The media manager's requests to its JSON routes (app/routes/admin/media/*). Uploads use XMLHttpRequest, the one
// browser API that reports the progress of a request body; the small actions use fetch.
import type { ProductMedium } from "../../../modules/media/product-media.server.ts";

/** A medium as its routes answer it: French `alt`, English and Chinese in `translations` (ruling 15). */
export type ManagedMedium = ProductMedium;

export type UploadOutcome = { ok: true; medium: ManagedMedium } | { ok: false; error: string | null };

/** Sends one file as `file`; `onProgress` gets 0..1 of the body sent. A network failure resolves `error: null`. */
export function uploadMediaFile(
  productId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/admin/products/${productId}/media`);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { media?: ManagedMedium; error?: string } | null;
      if (request.status === 200 && body?.media) resolve({ ok: true, medium: body.media });
      else resolve({ ok: false, error: typeof body?.error === "string" ? body.error : null });
    };
    request.onerror = () => resolve({ ok: false, error: null });
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

/** POSTs a small form to a media action; resolves the gallery it answers (or `[]` for a delete), null on failure. */
export async function postMediaAction(
  url: string,
  fields: Array<[string, string]> = [],
): Promise<{ media: ManagedMedium[] | null; error: string | null }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(fields),
    });
    const body = (await response.json().catch(() => null)) as { media?: ManagedMedium[]; error?: string } | null;
    if (!response.ok) return { media: null, error: body?.error ?? null };
    return { media: body?.media ?? [], error: null };
  } catch {
    return { media: null, error: null };
  }
}

/** Runs `task` on every item, at most `limit` at a time, in order of the list. */
export async function runWithLimit<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
