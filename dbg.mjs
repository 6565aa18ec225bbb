import { chromium } from "playwright-core";
import fs from "node:fs";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const url = "http://localhost:3111" + (process.argv[2] ?? "/shop/product/kit-structure-tiny-house-70-m2");
await p.goto(url);
await b.startTracing(p, { path: "/tmp/trace.json", categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"] });
await p.goto(url, { waitUntil: "load" });
await p.waitForTimeout(2500);
await b.stopTracing();
await b.close();
const events = JSON.parse(fs.readFileSync("/tmp/trace.json", "utf8")).traceEvents;
const main = events.filter((e) => e.name === "RunTask" && e.dur > 50000);
const start = Math.min(...events.filter((e) => e.name === "navigationStart" || e.name === "TracingStartedInBrowser").map((e) => e.ts));
for (const task of main) {
  const inner = events.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur > 2000 && e.name !== "RunTask");
  const sum = {};
  for (const e of inner) { const k = e.name + (e.args?.data?.url ? " " + e.args.data.url.split("/").pop() : "") + (e.args?.data?.functionName ? " " + e.args.data.functionName : ""); sum[k] = Math.max(sum[k] ?? 0, e.dur); }
  console.log(`task at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms`, Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${Math.round(v / 1000)}`).join(", "));
}
