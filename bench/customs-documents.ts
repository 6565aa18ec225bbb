// How long the customs documents of a 50-order shipment take to draw (issue 30 item 5: under 2 s in all, off the
// request thread): a commercial invoice and a packing list per consignee, and the container's packing list. No
// database: the shipment is given as data, as a worker of the PDF pool receives it. Three ways, each round printed
// with its wall time and this process's CPU time (figures are reported, never asserted: DESIGN.md "Benchmarks"):
//   - "in-thread": one after the other on this thread (renderCustomsDocument), what the CPU of a full set costs;
//   - "pool, drawn": all asked at once of the PDF worker pool (PDF_WORKERS threads, default cores − 1), the app's
//     way (customsDocumentFiles), with an empty store: every document drawn;
//   - "pool, kept": the same again: every document read from the store, as each is drawn once.
//
//   npx tsx bench/customs-documents.ts   (CONSIGNEES=50, ROUNDS=2, PDF_WORKERS=…, SKIP_THREAD=1; OUT=dir keeps the PDFs)
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "vite";
import type * as Pool from "../app/modules/documents/pdf/pdf-pool.server.ts";
import type * as Renderer from "../app/modules/documents/pdf/render-customs-document.server.tsx";
import type * as Workers from "../app/modules/documents/pdf/pdf-workers.ts";
import type * as StorageModule from "../app/modules/media/storage.server.ts";
import type * as Store from "../app/modules/shipments/customs-documents-store.server.ts";
import { customsConsignee, customsLine, customsShipment } from "../tests/integration/shipments/customs-fixture.ts";

const CONSIGNEES = Number(process.env.CONSIGNEES ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const OUT = process.env.OUT;

process.env.NODE_ENV ??= "production";
const vite = await createServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, ".."),
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
const { renderCustomsDocument, customsDocumentFilename } = await load<typeof Renderer>(
  "/app/modules/documents/pdf/render-customs-document.server.tsx",
);
const { customsDocumentFiles, customsDocumentRequests } = await load<typeof Store>(
  "/app/modules/shipments/customs-documents-store.server.ts",
);
const { configurePdfPool, closePdfPool } = await load<typeof Pool>("/app/modules/documents/pdf/pdf-pool.server.ts");
const { defaultPdfWorkers } = await load<typeof Workers>("/app/modules/documents/pdf/pdf-workers.ts");
const { createLocalStorage } = await load<typeof StorageModule>("/app/modules/media/storage.server.ts");
const workers = Number(process.env.PDF_WORKERS ?? defaultPdfWorkers());
configurePdfPool({ workers });

// Each buyer's order: its product line, as the shop sells one product per order, one in three with a second line.
const shipment = customsShipment({
  consignees: Array.from({ length: CONSIGNEES }, (_, i) =>
    customsConsignee(i + 1, {
      lines:
        i % 3 === 0
          ? [customsLine(), customsLine({ designation: "Onduleur hybride 10 kW", hsCode: "85044090", quantity: 3 })]
          : [customsLine()],
    }),
  ),
});
const requests = customsDocumentRequests(shipment);

async function measure(label: string, work: () => Promise<number>) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const bytes = await work();
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(16)} ${CONSIGNEES} consignees, ${requests.length} PDFs: wall ${(performance.now() - started).toFixed(0)} ms, ` +
      `CPU of this process ${((used.user + used.system) / 1000).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

if (OUT) await mkdir(OUT, { recursive: true });
if (!process.env.SKIP_THREAD) {
  await renderCustomsDocument(requests[0]!); // fonts read, first layout
  for (let i = 0; i < ROUNDS; i++)
    await measure("in-thread", async () => {
      let bytes = 0;
      for (const request of requests) {
        const pdf = await renderCustomsDocument(request);
        bytes += pdf.byteLength;
        if (OUT) await writeFile(path.join(OUT, customsDocumentFilename(request)), pdf);
      }
      return bytes;
    });
}

const sum = (files: { bytes: Uint8Array }[]) => files.reduce((total, file) => total + file.bytes.byteLength, 0);
console.log(`PDF pool: ${workers} worker thread(s)`);
// Warm the workers (each loads the renderer and the fonts once in its life), then draw into an empty store.
await customsDocumentFiles(undefined, requests.slice(0, workers));
for (let i = 0; i < ROUNDS; i++) {
  const dir = await mkdtemp(path.join(tmpdir(), "customs-bench-"));
  const storage = createLocalStorage(dir);
  await measure("pool, drawn", async () => sum(await customsDocumentFiles(storage, requests)));
  await measure("pool, kept", async () => sum(await customsDocumentFiles(storage, requests)));
  await rm(dir, { recursive: true, force: true });
}
await closePdfPool();
await vite.close();
