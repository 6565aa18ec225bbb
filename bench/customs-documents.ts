// How long the customs documents of a 50-order shipment take to draw (issue 30 item 5: under 2 s in all, off the
// request thread): a commercial invoice and a packing list per consignee, and the container's packing list. No
// database: the shipment is given as data (renderCustomsDocument), as a worker of the PDF pool receives it. One
// warm-up round, then ROUNDS rounds one after the other; wall time and the process's CPU time of each round printed
// (the CPU time is what a pool of workers shares out between cores), never asserted (DESIGN.md "Benchmarks").
//
//   node bench/customs-documents.ts        (CONSIGNEES=50, ROUNDS=3; OUT=dir keeps the PDFs, for pdftoppm)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer } from "vite";
import type * as Renderer from "../app/modules/documents/pdf/render-customs-document.server.tsx";
import type { CustomsDocumentRequest } from "../app/modules/documents/pdf/render-customs-document.server.tsx";
import { customsConsignee, customsLine, customsShipment } from "../tests/integration/shipments/customs-fixture.ts";

const CONSIGNEES = Number(process.env.CONSIGNEES ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
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
const { renderCustomsDocument, customsDocumentFilename } = (await vite.ssrLoadModule(
  "/app/modules/documents/pdf/render-customs-document.server.tsx",
)) as typeof Renderer;

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
const requests: CustomsDocumentRequest[] = [
  ...shipment.consignees.flatMap((c) => [
    { kind: "commercial_invoice" as const, shipment, orderId: c.orderId },
    { kind: "packing_list" as const, shipment, orderId: c.orderId },
  ]),
  { kind: "packing_list", shipment, orderId: null },
];

async function round(): Promise<{ wall: number; cpu: number; bytes: number; container: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let bytes = 0;
  let container = 0;
  for (const request of requests) {
    const one = performance.now();
    const pdf = await renderCustomsDocument(request);
    if (request.orderId === null) container = performance.now() - one;
    bytes += pdf.byteLength;
    if (OUT) await writeFile(path.join(OUT, customsDocumentFilename(request)), pdf);
  }
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, bytes, container };
}

if (OUT) await mkdir(OUT, { recursive: true });
const first = await round();
console.log(`warm-up round (fonts read, first layouts): ${first.wall.toFixed(0)} ms wall`);
for (let i = 0; i < ROUNDS; i++) {
  const r = await round();
  console.log(
    `${CONSIGNEES} consignees, ${requests.length} PDFs: wall ${r.wall.toFixed(0)} ms, CPU ${r.cpu.toFixed(0)} ms ` +
      `(container list ${r.container.toFixed(0)} ms), ${(r.bytes / 1024).toFixed(0)} KiB`,
  );
}
await vite.close();
