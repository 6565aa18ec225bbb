// How long the PDF renderer takes to draw a 60-line invoice (issue 19: under 300 ms), with a Latin-only buyer and
// with a Chinese name. No database: the document is given as data (renderPrintableDocument). Two warm-up renders,
// then RUNS renders one after the other; p50 and p95 of the wall time and of the process's CPU time printed, never
// asserted (DESIGN.md "Benchmarks"). React runs as in production (NODE_ENV=production unless set).
//
//   node bench/pdf-render.ts            (RUNS=10; OUT=dir keeps the last PDF of each case, for pdftoppm)
//
// The renderer's modules are loaded through Vite's SSR loader (the locales are an `import.meta.glob`), as the built
// server runs them.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer } from "vite";
import type { PrintableDocument } from "../app/modules/documents/pdf/printable-document.ts";
import type * as Fonts from "../app/modules/documents/pdf/pdf-fonts.server.ts";
import type * as Renderer from "../app/modules/documents/render-document-pdf.server.ts";

const RUNS = Number(process.env.RUNS ?? 10);
const OUT = process.env.OUT;

const COMPANY = {
  name: "BPE Engineering & Sourcing Limited",
  registration: "BR 74839201",
  address: "Unit 1201, 88 Queen's Road Central, Hong Kong",
};

function invoice(partyName: string): PrintableDocument {
  const lines = Array.from({ length: 60 }, (_, i) => {
    const qty = i % 3 === 0 ? 2.5 : 1;
    return {
      description: `Panneau solaire 450 W — lot ${i + 1}`,
      qty,
      unitPrice: 12_345,
      total: Math.round(qty * 12_345),
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    kind: "invoice",
    number: "BPE-F-2026-00042",
    isDraft: false,
    currency: "USD",
    issueDate: "2026-11-20",
    dueDate: "2026-12-20",
    reference: { number: "BPE-Q-2026-00017", date: "2026-11-02" },
    party: {
      name: partyName,
      company: "Fare Ō SARL",
      address: "BP 1234, 98713 Papeete",
      location: "Tahiti",
      email: "client@example.pf",
      phone: "+689 87 00 00 00",
      taxId: "C12345",
    },
    lines,
    subtotal,
    total: subtotal,
    amountPaid: 100_000,
    amountCredited: 0,
    amountDue: subtotal - 100_000,
    depositRatio: 0.6,
    incoterm: "CNF Papeete",
    notes: "Merci de votre confiance.",
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

process.env.NODE_ENV ??= "production";
const vite = await createServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, ".."),
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { renderPrintableDocument } = (await vite.ssrLoadModule(
  "/app/modules/documents/render-document-pdf.server.ts",
)) as typeof Renderer;

// The first render of a process also reads and parses the font files (the CJK collections weigh about 20 MB each):
// timed apart, then the first render itself.
const { Font } = await import("@react-pdf/renderer");
const { pdfFontStack } = (await vite.ssrLoadModule("/app/modules/documents/pdf/pdf-fonts.server.ts")) as typeof Fonts;
const fontsStart = performance.now();
for (const fontFamily of pdfFontStack())
  for (const fontWeight of [400, 700]) await Font.load({ fontFamily, fontWeight, fontStyle: "normal" });
console.log(`font files loaded (${pdfFontStack().join(", ")}): ${Math.round(performance.now() - fontsStart)} ms`);

const firstStart = performance.now();
await renderPrintableDocument(invoice("Hinano Teriitahi"), COMPANY);
console.log(`first render: ${Math.round(performance.now() - firstStart)} ms`);

for (const [label, name] of [
  ["Latin buyer", "Hinano Teriitahi"],
  ["Chinese buyer", "Hinano Teriitahi 王小明"],
] as const) {
  const document = invoice(name);
  for (let i = 0; i < 2; i++) await renderPrintableDocument(document, COMPANY);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    bytes = await renderPrintableDocument(document, COMPANY);
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const figures = (list: number[]) =>
    `p50 ${percentile(list, 50).toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms`;
  // On a shared machine the wall time waits for the CPU; the process's CPU time is the steadier figure.
  console.log(
    `60-line invoice, ${label}: wall ${figures(times)}; CPU ${figures(cpuTimes)} over ${RUNS} renders, ${bytes.length} bytes`,
  );
  if (OUT) await writeFile(path.join(OUT, `invoice-60-${label.split(" ")[0]!.toLowerCase()}.pdf`), bytes);
}
await vite.close();
