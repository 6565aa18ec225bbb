import { HtmlValidate } from "html-validate";
const hv = new HtmlValidate({ extends: ["html-validate:recommended"] });
const html = await (await fetch("http://127.0.0.1:3311" + process.argv[2])).text();
const report = await hv.validateString(html);
for (const r of report.results) for (const m of r.messages) if (m.ruleId === process.argv[3]) console.log(m.message, "|", m.selector, "|", html.slice(Math.max(0, m.offset - 80), m.offset + 120).replace(/\n/g, " "));
