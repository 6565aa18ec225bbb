// What bench/backoffice-scale.ts prints and keeps: a line per measured URL, the lists over the 150 ms target, the
// outbox's throughput, and every figure in bench/results/backoffice-scale-<date>.json.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailFigure } from "./mail.ts";

export type Figure = {
  group: string;
  name: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  /** CPU milliseconds per request: the app server's process, and the PostgreSQL backends (null if not readable). */
  cpuApp: number;
  cpuDb: number | null;
};

export type CsvFigure = { ms: number; bytes: number; rows: number; rssBeforeMb: number; rssPeakMb: number };
export type FirstAnswer = { ms: number; bytes: number };

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
export const round = (ms: number) => Math.round(ms * 10) / 10;

export function printFigure(figure: Figure) {
  console.log(
    `${figure.group.padEnd(16)} ${figure.name.padEnd(14)} p50 ${String(figure.p50).padStart(7)}  p95 ${String(figure.p95).padStart(7)}` +
      `  cpu app ${String(figure.cpuApp).padStart(5)} db ${String(figure.cpuDb ?? "?").padStart(5)}  ${figure.path}`,
  );
}

/** The lists and dashboard periods at or over the 150 ms p95 target (the shop and the PDF are not held to it). */
export function printSlow(results: Figure[]) {
  const slow = results.filter(
    (figure) => figure.group !== "PDF" && !figure.group.startsWith("shop") && figure.p95 >= 150,
  );
  console.log(
    slow.length
      ? `Over the 150 ms p95 target: ${slow.map((f) => `${f.group} ${f.name}`).join(", ")}`
      : "Every list and the dashboard: p95 < 150 ms.",
  );
}

export function printMail(mail: MailFigure) {
  console.log(`outbox: ${mail.sent} mails in ${mail.ms} ms = ${mail.perSecond} mails/s to an in-process SMTP server`);
}

/** bench/results/backoffice-scale-<today>.json, its folder made if missing. */
export async function resultsFile() {
  const dir = path.resolve(import.meta.dirname, "..", "results");
  await mkdir(dir, { recursive: true });
  return path.join(dir, `backoffice-scale-${new Date().toISOString().slice(0, 10)}.json`);
}

export async function writeResults(
  file: string,
  report: {
    runs: number;
    results: Figure[];
    csv: CsvFigure;
    shopCold: Record<string, FirstAnswer>;
    mail: MailFigure;
  },
) {
  await writeFile(file, JSON.stringify(report, null, 2));
}
