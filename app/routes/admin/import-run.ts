// The import's resource route (back-office §2 Import page): POST `url` and `category`, answered with the import's
// events as NDJSON while it runs (modules/importer/import-events.ts). Administrator only, checked here too.
import type { Route } from "./+types/import-run";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { IMPORT_STREAM_TYPE, type ImportStreamEvent } from "../../modules/importer/import-events.ts";
import {
  auditImportFailure,
  checkImportUrl,
  encodeEvent,
  streamImport,
} from "../../modules/importer/import-stream.server.ts";
import { createSafeFetcher } from "../../modules/importer/safe-fetch.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

/** `no-transform`: a compressing proxy would hold the steps back until the end. */
const STREAM_HEADERS = {
  "Content-Type": `${IMPORT_STREAM_TYPE}; charset=utf-8`,
  "Cache-Control": "no-store, no-transform",
};

export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  if (request.method !== "POST") throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  const { db, storage, importFetcher } = getServices(context);
  const { logger } = getRequestInfo(context);
  const formData = await readFormData(request, { maxBytes: 16 * 1024 });
  const url = String(formData.get("url") ?? "");
  const categoryKey = String(formData.get("category") ?? "").trim() || null;
  const fetcher = importFetcher ?? createSafeFetcher();
  const run = { db, storage, logger, url, categoryKey, actor: email, fetcher };

  // A URL that cannot be an Alibaba product page is refused at once, with the status saying so.
  const refusal = checkImportUrl(url, fetcher);
  if (refusal) {
    await auditImportFailure(run, refusal);
    return answer(refusal, 400);
  }
  return new Response(streamImport({ ...run, signal: request.signal }), { status: 200, headers: STREAM_HEADERS });
}

function answer(event: ImportStreamEvent, status: number): Response {
  return new Response(encodeEvent(event), { status, headers: STREAM_HEADERS });
}
