// What the media resource routes share: the administrator check answered in JSON, French error bodies, the form
// read within the upload limits. The routes stay thin (app/routes/admin/media/*).
import { requireAdmin, type AdminUser } from "../auth/admin-guard.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { readFormData } from "../security/read-form-data.server.ts";
import type { UploadRefusal } from "./upload-media.server.ts";
import { IMAGE_MAX_BYTES, megabytes, VIDEO_MAX_BYTES } from "./upload-limits.ts";

type ContextReader = Parameters<typeof requireAdmin>[1];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** `{ error }` in French (the back office's language) with `status`, never cached. */
export function mediaError(status: number, key: string, params: Record<string, string | number> = {}): Response {
  const error = getServerT("fr")(`admin-media:errors.${key}`, params);
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The administrator, or a thrown JSON 401 (a fetch reads the answer, it does not follow a sign-in page). */
export async function requireAdminJson(request: Request, context: ContextReader): Promise<AdminUser> {
  try {
    return await requireAdmin(request, context);
  } catch (error) {
    if (error instanceof Response) {
      throw Response.json({ error: "Unauthorized" }, { status: 401, headers: { "Cache-Control": "no-store" } });
    }
    throw error;
  }
}

/** The form of an upload; a body above `maxBytes` is a thrown 413 naming the limits of each kind. */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  try {
    return await readFormData(request, { maxBytes });
  } catch (error) {
    if (error instanceof Response && error.status === 413) {
      throw mediaError(413, "requestTooLarge", {
        imageMax: megabytes(IMAGE_MAX_BYTES),
        videoMax: megabytes(VIDEO_MAX_BYTES),
      });
    }
    throw error;
  }
}

/** The answer to a refused file: 413 above its kind's limit, 415 for anything else. */
export function refusalResponse(refusal: UploadRefusal): Response {
  if (refusal.reason === "tooLarge") {
    return mediaError(413, refusal.kind === "image" ? "imageTooLarge" : "videoTooLarge", {
      max: megabytes(refusal.maxBytes),
    });
  }
  return mediaError(refusal.reason === "unreadable" ? 422 : 415, refusal.reason);
}

/** Files of a form field; text values (a forged form) are not files. */
export function filesOf(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((value): value is File => typeof value !== "string");
}

/** A new storage key base: `${folder}/<timestamp>-<random>` (the variants or extension are added by the writer). */
export function newMediaKey(folder: string, suffix = ""): string {
  return `${folder}/${Date.now()}-${crypto.randomUUID().slice(0, 8)}${suffix}`;
}

/** The JSON answer of `handler`, a thrown Response (a refusal) included: for a route middleware answering a fetch. */
export async function answerJson(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
