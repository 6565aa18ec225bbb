import { chromium } from "playwright-core";
const [base, out, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: "fr-FR" });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console error:", m.text()); });
for (const path of paths) {
  const [url, selector] = path.split("@");
  await page.goto(base + url);
  const name = `${out}/${width}-${url.replace(/[^a-z0-9]+/gi, "_") || "home"}${selector ? "-" + selector.replace(/[^a-z0-9]+/gi, "_") : ""}.png`;
  if (selector) await page.locator(selector).first().screenshot({ path: name });
  else await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
