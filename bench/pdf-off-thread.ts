// What a long PDF does to the rest of the site (issue 28 item 4), on the built server (`npm start`'s, BUILD_DIR=…
// another build) with a 500-line quote: the time of that PDF alone (the first, which starts the PDF worker, then
// RUNS more), then five asked at once, and meanwhile the sign-in page asked every 250 ms: its longest and median
// time, and when the five PDFs were done. Figures are printed, never asserted (DESIGN.md "Benchmarks").
//
//   npm run build && npx node bench/pdf-off-thread.ts    (LINES=500, RUNS=3, PDF_WORKERS=1; TEST_DATABASE_URL=… on
//                                                          PostgreSQL, else PGlite)
import { startLongQuoteServer } from "../tests/support/long-quote-server.ts";

const LINES = Number(process.env.LINES ?? 500);
const RUNS = Number(process.env.RUNS ?? 3);
const PDF_WORKERS = process.env.PDF_WORKERS ?? "1";
const AT_ONCE = 5;

const app = await startLongQuoteServer({ lines: LINES, env: { PDF_WORKERS } });
try {
  const cookie = await app.signIn();
  const pdf = async () => {
    const started = performance.now();
    const response = await fetch(app.pdfUrl, { headers: { Cookie: cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`the PDF answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const login = async () => {
    const started = performance.now();
    const response = await fetch(`${app.server.url}/login`);
    await response.text();
    if (response.status !== 200) throw new Error(`/login answered ${response.status}`);
    return performance.now() - started;
  };
  // A request cut by the server (its 2-minute bound) counts as its time until then.
  const timed = (work: () => Promise<number>) => {
    const started = performance.now();
    return work().catch((error: Error) => {
      console.log(`  failed after ${Math.round(performance.now() - started)} ms: ${error.message}`);
      return performance.now() - started;
    });
  };
  const first = await pdf();
  console.log(`${LINES}-line PDF, first (starts the worker): ${Math.round(first.ms)} ms, ${first.bytes} bytes`);
  const alone: number[] = [];
  for (let i = 0; i < RUNS; i++) alone.push((await pdf()).ms);
  console.log(`${LINES}-line PDF alone: ${alone.map(Math.round).join(", ")} ms`);
  console.log(`/login alone: ${Math.round(await login())} ms`);

  const started = performance.now();
  let done = 0;
  const five = Array.from({ length: AT_ONCE }, () => timed(async () => (await pdf()).ms).finally(() => (done += 1)));
  const logins: number[] = [];
  while (done < AT_ONCE) {
    logins.push(await timed(login));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await Promise.all(five);
  const total = performance.now() - started;
  const sorted = [...logins].sort((a, b) => a - b);
  console.log(
    `${AT_ONCE} at once (PDF_WORKERS=${PDF_WORKERS}): all done in ${Math.round(total)} ms; /login asked ` +
      `${logins.length} times meanwhile: median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, longest ` +
      `${Math.round(sorted.at(-1)!)} ms`,
  );
} finally {
  await app.stop();
}
