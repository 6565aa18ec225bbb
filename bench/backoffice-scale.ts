// The back office at scale, measured through the real HTTP server (the built app, server/index.ts) signed in as the
// administrator, on the database `npm run db:seed:scale` filled (100,000 orders …). Figures are reported, never
// asserted (DESIGN.md "Benchmarks"); they also go to bench/results/backoffice-scale-<date>.json.
//
//   npm run build
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bpe_scale npm run db:seed:scale
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bpe_scale node bench/backoffice-scale.ts   (RUNS=20, MAILS=500,
//   ONLY=mail for the outbox figure alone; LISTS=leads,orders for those lists alone, by their names in
//   backoffice-scale/lists.ts, without the dashboard, the CSV, the shop, the PDF and the outbox)
//
// Server time = from the request to the last byte of the answer, on 127.0.0.1, one request at a time: p50 and p95
// over RUNS requests after 2 warm-up ones. Beside it, the CPU time each request cost the app server's process and
// the PostgreSQL backends of that database (from /proc, when PostgreSQL runs on this machine): on a shared machine
// the times wait for a core, the CPU times much less so. Sets the administrator's password in that database (it is
// a bench one). Its parts are in bench/backoffice-scale/: the lists, the runner, the other pages, the outbox, the
// report.
import { createDatabase, isPostgresUrl } from "../app/db/db.server.ts";
import { setAdminPassword } from "../app/modules/auth/set-admin-password.server.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { measureDashboard, measureLists } from "./backoffice-scale/lists.ts";
import { mailsPerSecond } from "./backoffice-scale/mail.ts";
import { biggestInvoice, measureInvoicePdf, measureOrdersCsv, measureShop } from "./backoffice-scale/pages.ts";
import { printMail, printSlow, resultsFile, writeResults } from "./backoffice-scale/report.ts";
import { createRunner, signIn } from "./backoffice-scale/runner.ts";

const RUNS = Number(process.env.RUNS ?? 20);
const MAILS = Number(process.env.MAILS ?? 500);
/** `LISTS=leads,orders`: only those lists (names as in backoffice-scale/lists.ts), nothing else; every list and the
 * rest without. */
const ONLY_LISTS = process.env.LISTS?.split(",").map((name) => name.trim());
const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-banc-d-essai";
const url = process.env.DATABASE_URL;
if (!isPostgresUrl(url)) {
  console.error("Set DATABASE_URL to the seeded PostgreSQL database (npm run db:seed:scale).");
  process.exit(1);
}

const handle = await createDatabase({ url, poolMax: 2 });
const db = handle.db;
await setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "bench" });
const bigInvoice = await biggestInvoice(db);

if (process.env.ONLY === "mail") {
  // `ONLY=mail`: the outbox figure alone.
  printMail(await mailsPerSecond(db, MAILS));
  await handle.close();
  process.exit(0);
}

const server = await startAppServer({
  env: {
    NODE_ENV: "production",
    DATABASE_URL: url,
    ADMIN_EMAIL,
    SESSION_SECRET: "a-bench-secret-of-enough-length",
    LOG_LEVEL: "warn",
  },
});
try {
  const cookie = await signIn(server.url, ADMIN_EMAIL, PASSWORD);
  const runner = createRunner({ baseUrl: server.url, cookie, serverPid: server.pid, db, runs: RUNS });
  const { results, measure } = runner;

  await measureLists(measure, ONLY_LISTS);
  if (ONLY_LISTS) {
    await server.stop();
    await handle.close();
    process.exit(0);
  }
  await measureDashboard(measure);
  const csv = await measureOrdersCsv(server.url, cookie, server.pid);
  const shopCold = await measureShop(db, runner);
  if (bigInvoice) await measureInvoicePdf(measure, bigInvoice);

  printSlow(results);
  const file = await resultsFile();
  await server.stop();
  // After the server stopped: its own outbox worker would otherwise take (and log) the queued messages.
  const mail = await mailsPerSecond(db, MAILS);
  printMail(mail);
  await writeResults(file, { runs: RUNS, results, csv, shopCold, mail });
} finally {
  await server.stop();
  await handle.close();
}
