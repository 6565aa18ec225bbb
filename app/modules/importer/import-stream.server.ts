// The import run for a screen: the engine's progress and outcome as a stream of NDJSON events (import-events.ts),
// written as they happen so the administrator sees each step. A failure is audited; a success the engine audits.
import type { Logger } from "pino";
import type { Db } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { parseAlibabaProductUrl } from "./alibaba-url.ts";
import { importAlibabaProduct, type ImportAlibabaProductResult } from "./import-alibaba-product.server.ts";
import { ImportError } from "./import-error.ts";
import { draftLinks, type ImportStreamEvent } from "./import-events.ts";
import { getImporterT, getImportErrorText } from "./importer-text.server.ts";
import { createSafeFetcher, type SafeFetcher } from "./safe-fetch.server.ts";

export type ImportRunOptions = {
  db: Db;
  storage: Storage;
  logger: Logger;
  url: string;
  categoryKey: string | null;
  actor: string;
  /** The app's fetcher when it has one (tests reach a local fake Alibaba); the Alibaba policy otherwise. */
  fetcher?: SafeFetcher;
  /** The request's signal: a closed page stops the import. */
  signal?: AbortSignal;
};

/** The refusal of a URL that cannot be an Alibaba product page, before anything is fetched; null when it may be. */
export function checkImportUrl(url: string, fetcher: SafeFetcher): ImportStreamEvent | null {
  try {
    parseAlibabaProductUrl(url, fetcher.policy);
    return null;
  } catch (error) {
    if (error instanceof ImportError) return errorEvent(error);
    throw error;
  }
}

/** One line of the stream. */
export function encodeEvent(event: ImportStreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** Runs the import and streams its events; the stream ends after the outcome (created, existing or error). */
export function streamImport(options: ImportRunOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  options.signal?.addEventListener("abort", () => abort.abort(options.signal?.reason), { once: true });
  let isOpen = true;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ImportStreamEvent) => {
        if (isOpen) controller.enqueue(encoder.encode(encodeEvent(event)));
      };
      send(await runImport(options, send, abort.signal));
      if (isOpen) controller.close();
      isOpen = false;
    },
    cancel() {
      isOpen = false;
      abort.abort(new Error("the page went away"));
    },
  });
}

async function runImport(
  options: ImportRunOptions,
  send: (event: ImportStreamEvent) => void,
  signal: AbortSignal,
): Promise<ImportStreamEvent> {
  const { db, storage, url, categoryKey, actor } = options;
  try {
    const result = await importAlibabaProduct({
      db,
      storage,
      url,
      categoryKey,
      actor,
      fetcher: options.fetcher ?? createSafeFetcher(),
      signal,
      onProgress: (progress) => {
        const { step } = progress;
        send(
          progress.step === "storing-photos"
            ? { type: "progress", step, ...counts(progress) }
            : { type: "progress", step },
        );
      },
    });
    return outcomeEvent(result);
  } catch (error) {
    if (!(error instanceof ImportError)) options.logger.error({ err: error, url }, "import failed");
    const event = error instanceof ImportError ? errorEvent(error) : unexpectedEvent();
    await auditImportFailure(options, event);
    return event;
  }
}

const counts = ({ done, total }: { done: number; total: number }) => ({ done, total });

function outcomeEvent(result: ImportAlibabaProductResult): ImportStreamEvent {
  const links = draftLinks(result);
  if (result.status === "existing") return { type: "existing", ...links };
  const t = getImporterT();
  return {
    type: "created",
    ...links,
    photoCount: result.photoCount,
    photoFailures: result.photoFailures.map((failure) =>
      t("messages.photoFailed", {
        index: failure.position + 1,
        message: t(`reasons.${failure.code}`, failure.params),
      }),
    ),
  };
}

function errorEvent(error: ImportError): ImportStreamEvent {
  return { type: "error", code: error.code, message: getImportErrorText(error) };
}

function unexpectedEvent(): ImportStreamEvent {
  const t = getImporterT();
  return { type: "error", code: "UNEXPECTED", message: t("errors.FAILED", { message: t("reasons.UNEXPECTED") }) };
}

/** A refused or failed import leaves a trace: what was asked and why it failed (never the page's content). */
export async function auditImportFailure(
  options: Pick<ImportRunOptions, "db" | "logger" | "url" | "categoryKey" | "actor">,
  event: ImportStreamEvent,
): Promise<void> {
  if (event.type !== "error") return;
  try {
    await recordAudit(options.db, {
      actor: options.actor,
      action: "product.import_failed",
      entity: "product",
      summary: { source: "alibaba", url: options.url.slice(0, 500), category: options.categoryKey, code: event.code },
    });
  } catch (error) {
    options.logger.error({ err: error }, "import failure not audited");
  }
}
