// The one way the app draws a PDF: in a small pool of worker threads (issue 28 item 4). A 500-line document takes
// seconds of CPU; drawn on the server's own thread it held every other request meanwhile (five at once held /login
// for 25 s). The pool starts with the first PDF, keeps PDF_WORKERS threads at most (startApp sets it from the
// settings), queues the rest, and is closed when the server stops. Only plain data crosses
// (render-pdf-task.server.tsx).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import { outsideAdmission } from "../../routing/admission-slot.ts";
import { defaultPdfWorkers } from "./pdf-workers.ts";
import type { PdfTask } from "./render-pdf-task.server.tsx";

/** A render that takes longer has gone wrong: its request gets PDF_FAILED rather than waiting on. */
const RENDER_DEADLINE_MS = 120_000;
/** A thread unused this long ends, and gives back its memory (fonts, React): the next PDF starts one again. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

const HERE = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));

/**
 * The worker's entry: from the sources, pdf-worker-source.server.ts (Node runs it, Vite loads the renderer); in the
 * server's bundle, pdf-worker.js that the build writes beside it (build/server/, where this module is bundled).
 */
export function pdfWorkerFile(): string {
  if (/\.tsx?$/.test(fileURLToPath(import.meta.url))) return path.join(HERE, "pdf-worker-source.server.ts");
  const candidates = [path.join(HERE, "pdf-worker.js"), path.join(HERE, "..", "pdf-worker.js")];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

export type PdfPoolSettings = {
  /** Threads at most (PDF_WORKERS). */
  workers: number;
  /** The worker's entry, when not pdfWorkerFile() (a test's worker that crashes). */
  workerFile?: string;
};

let settings: PdfPoolSettings = { workers: defaultPdfWorkers() };
let pool: Piscina<PdfTask, Uint8Array> | undefined;

/** Sets the pool's size (PDF_WORKERS); a pool already started keeps its settings until closed. */
export function configurePdfPool(options: PdfPoolSettings): void {
  settings = { ...options };
}

function startedPool(): Piscina<PdfTask, Uint8Array> {
  pool ??= new Piscina<PdfTask, Uint8Array>({
    filename: pathToFileURL(settings.workerFile ?? pdfWorkerFile()).href,
    minThreads: 0,
    maxThreads: settings.workers,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return pool;
}

/**
 * The PDF's bytes, drawn by a worker thread. A worker that fails, crashes or exceeds the deadline rejects with an
 * Error (callers wrap it as PDF_FAILED); the request's place in the server is given to others while it waits.
 */
export function renderPdfInPool(task: PdfTask): Promise<Uint8Array> {
  const running = startedPool();
  return outsideAdmission(() => running.run(task, { signal: AbortSignal.timeout(RENDER_DEADLINE_MS) }));
}

/** Ends the threads (the server's shutdown, a test's end); the next PDF starts a new pool. */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
