import { HtmlValidate } from "html-validate";
const hv = new HtmlValidate({ extends: ["html-validate:recommended"] });
const base = "http://127.0.0.1:3311";
for (const path of process.argv.slice(2)) {
  const html = await (await fetch(base + path)).text();
  const report = await hv.validateString(html);
  const counts = new Map<string, number>();
  for (const r of report.results) for (const m of r.messages) {
    const key = `${m.ruleId}: ${m.message.slice(0, 140)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log(`== ${path} (${report.errorCount} errors)`);
  for (const [k, n] of counts) console.log(`  ${n}× ${k}`);
}
