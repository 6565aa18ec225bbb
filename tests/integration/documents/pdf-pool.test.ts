// The PDF worker pool (app/modules/documents/pdf/pdf-pool.server.ts) from the sources, as tests and `npm run dev`
// run it: the PDF is drawn in a worker thread while this thread stays free, a renderer's failure and a worker's
// crash give PDF_FAILED with the reason rather than a request that hangs, and a closed pool starts again.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isDocumentError } from "../../../app/modules/documents/document-error.ts";
import { defaultPdfWorkers } from "../../../app/modules/documents/pdf/pdf-workers.ts";
import { closePdfPool, configurePdfPool } from "../../../app/modules/documents/pdf/pdf-pool.server.ts";
import type { PrintableDocument } from "../../../app/modules/documents/pdf/printable-document.ts";
import { renderPrintableDocument } from "../../../app/modules/documents/render-document-pdf.server.ts";
import { readPdf } from "./pdf-text.ts";

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };
const CRASHING_WORKER = path.resolve(import.meta.dirname, "../../fixtures/pdf-pool/crashing-worker.ts");

function quote(lineCount: number): PrintableDocument {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    description: `Panneau solaire 450 W — lot ${i + 1}`,
    qty: 1,
    unitPrice: 12_345,
    total: 12_345,
  }));
  return {
    kind: "quote",
    number: "BPE-Q-2026-00042",
    isDraft: false,
    currency: "XPF",
    issueDate: "2026-11-20",
    party: null,
    lines,
    subtotal: 12_345 * lineCount,
    total: 12_345 * lineCount,
    depositRatio: 0.6,
  };
}

afterEach(async () => {
  await closePdfPool();
  configurePdfPool({ workers: defaultPdfWorkers() });
});

describe("PDF worker pool", () => {
  it("draws the PDF in a worker thread while this thread keeps answering", { timeout: 120_000 }, async () => {
    configurePdfPool({ workers: 1 });
    // Started once, so that the worker's own start (loading the renderer) is not what is timed below.
    await renderPrintableDocument(quote(1), COMPANY);
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 20);
    const started = performance.now();
    const bytes = await renderPrintableDocument(quote(200), COMPANY);
    const took = performance.now() - started;
    clearInterval(ticker);
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain("DEVIS");
    expect(pdf.text).toContain("Panneau solaire 450 W — lot 200");
    // Drawn in this thread, a 200-line PDF held it for most of its length (seconds, more on a busy machine): the
    // timer could not tick meanwhile.
    expect(took).toBeGreaterThan(500);
    expect(longestGap, `longest pause ${Math.round(longestGap)} ms of ${Math.round(took)} ms`).toBeLessThan(took / 4);
  });

  it(
    "says why when the renderer fails, and when a worker dies, then draws the next PDF",
    { timeout: 120_000 },
    async () => {
      const broken = { ...quote(1), lines: null } as unknown as PrintableDocument;
      const failure = await renderPrintableDocument(broken, COMPANY).catch((error: unknown) => error);
      expect(isDocumentError(failure, "PDF_FAILED")).toBe(true);
      expect((failure as Error).message).toMatch(/^PDF generation failed: /);

      await closePdfPool();
      configurePdfPool({ workers: 1, workerFile: CRASHING_WORKER });
      const crash = await renderPrintableDocument(quote(1), COMPANY).catch((error: unknown) => error);
      expect(isDocumentError(crash, "PDF_FAILED")).toBe(true);
      expect((crash as Error).message).toBe("PDF generation failed: worker exited with code: 3");

      await closePdfPool();
      configurePdfPool({ workers: 1 });
      const pdf = await readPdf(await renderPrintableDocument(quote(3), COMPANY));
      expect(pdf.text).toContain("Panneau solaire 450 W — lot 3");
    },
  );
});
