import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
await page.goto("http://127.0.0.1:3311/");
console.log(await page.evaluate(() => {
  const select = document.querySelector<HTMLSelectElement>("#home-quote select")!;
  const style = getComputedStyle(select);
  const ctx = document.createElement("canvas").getContext("2d")!;
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return { text: select.options[select.selectedIndex]!.text, textWidth: ctx.measureText(select.options[select.selectedIndex]!.text).width, clientWidth: select.clientWidth, padding: [style.paddingLeft, style.paddingRight], font: style.font, cls: select.className };
}));
await browser.close();
