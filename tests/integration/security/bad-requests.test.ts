// Issue 12 item 4: a body that is not a form, a broken multipart body and a NUL byte (in a field or in the URL) get a
// 4xx with a sentence in the visitor's language, write nothing and log nothing at error level. Through the built
// app's handler, on PGlite and on PostgreSQL.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countVisitorRows } from "../../support/row-counts.ts";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";
import { VALID_HOME_QUOTE } from "../leads/lead-form-fields.ts";

let app: TestApp;
let productPath: string;
const logLines: Array<{ level: number; msg?: string }> = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await startTestApp({ logger: pino({ level: "info" }, sink) });
  const category = await createCategory(app.database.db);
  productPath = `/shop/product/${(await createProduct(app.database.db, { categoryId: category.id })).slug}`;
}, 180_000);
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  logLines.length = 0;
});

const VALID_QUOTE = VALID_HOME_QUOTE;

/** Every public action that reads a form. */
const FORM_PATHS = () => [
  "/?index",
  "/devis",
  productPath,
  "/payments/card",
  "/checkout?orderId=00000000-0000-4000-8000-000000000000",
];

function post(path: string, body: BodyInit | null, contentType: string | null) {
  const headers: Record<string, string> = {};
  if (contentType) headers["Content-Type"] = contentType;
  return app.request(path, { method: "POST", body, headers });
}

/** The sentence a refusal shows: a page renders it in the error page, a resource route or the URL guard answers JSON. */
async function refusalText(response: Response): Promise<string> {
  if (response.headers.get("Content-Type")?.startsWith("application/json"))
    return ((await response.json()) as { error: string }).error;
  return pageText(await response.text());
}

async function expectRefused(response: Response, status: number, sentence: RegExp) {
  expect(response.status).toBe(status);
  expect(await refusalText(response)).toMatch(sentence);
}

const NOT_A_FORM = /Cette requête n'est pas un formulaire\./;
const MALFORMED = /Le formulaire envoyé est incomplet ou illisible\./;
const FORBIDDEN = /La requête contient un caractère non autorisé\./;

describe("bad requests (issue 12 item 4)", () => {
  it("answers 415 to a JSON, text or untyped body where a form is read, and writes nothing", async () => {
    const before = await countVisitorRows(app.database.db);
    for (const path of FORM_PATHS()) {
      await expectRefused(await post(path, JSON.stringify(VALID_QUOTE), "application/json"), 415, NOT_A_FORM);
      await expectRefused(await post(path, "name=Teva&email=teva@example.com", "text/plain"), 415, NOT_A_FORM);
      await expectRefused(await post(path, new TextEncoder().encode("intent=home-quote"), null), 415, NOT_A_FORM);
      await expectRefused(await post(path, "--x\r\n", "multipart/form-data"), 415, NOT_A_FORM);
    }
    expect(await countVisitorRows(app.database.db)).toEqual(before);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("answers 400 to a truncated multipart body", async () => {
    const before = await countVisitorRows(app.database.db);
    const truncated = `--b0undary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nhome-quote\r\n--b0undary\r\nContent-Disposition: form-data; name="email"\r\n\r\nteva@exa`;
    for (const path of FORM_PATHS()) {
      await expectRefused(await post(path, truncated, "multipart/form-data; boundary=b0undary"), 400, MALFORMED);
    }
    expect(await countVisitorRows(app.database.db)).toEqual(before);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("answers 400 to a NUL byte in a field, multipart or URL-encoded, even in an otherwise valid quote", async () => {
    const before = await countVisitorRows(app.database.db);
    for (const path of FORM_PATHS()) {
      await expectRefused(
        await post(
          path,
          new URLSearchParams({ ...VALID_QUOTE, name: "Teva\u0000Martin" }),
          "application/x-www-form-urlencoded",
        ),
        400,
        FORBIDDEN,
      );
      const multipart = new FormData();
      for (const [name, value] of Object.entries({ ...VALID_QUOTE, message: "bonjour\u0000" }))
        multipart.set(name, value);
      await expectRefused(await app.request(path, { method: "POST", body: multipart }), 400, FORBIDDEN);
    }
    expect(await countVisitorRows(app.database.db)).toEqual(before);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("answers 400 to a NUL byte or a broken percent-encoding in a URL segment or query, GET or POST", async () => {
    const before = await countVisitorRows(app.database.db);
    await expectRefused(await app.request("/shop/product/abc%00def"), 400, FORBIDDEN);
    await expectRefused(await app.request("/shop/%00"), 400, FORBIDDEN);
    await expectRefused(await app.request("/checkout?orderId=%00"), 400, FORBIDDEN);
    await expectRefused(await app.request("/shop/%E0%A4%A"), 400, /Cette adresse est mal formée\./);
    await expectRefused(
      await post(`${productPath}%00`, new URLSearchParams(VALID_QUOTE), "application/x-www-form-urlencoded"),
      400,
      FORBIDDEN,
    );
    expect(await countVisitorRows(app.database.db)).toEqual(before);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("says it in the language of the URL's prefix", async () => {
    const english = await post("/en/devis", "{}", "application/json");
    expect(english.status).toBe(415);
    const html = await english.text();
    expect(html).toContain('<html lang="en"');
    expect(pageText(html)).toMatch(
      /Invalid request This request is not a form\. Please send the form from the site's page\. Back to home/,
    );
    const chinese = await post("/zh/devis", "{}", "application/json");
    expect(chinese.status).toBe(415);
    expect(pageText(await chinese.text())).toMatch(/无效请求 此请求不是表单。/);
    await expectRefused(
      await app.request("/en/shop/product/x%00"),
      400,
      /^The request contains a character that is not allowed\./,
    );
    await expectRefused(await app.request("/zh/shop/product/x%00"), 400, /^请求中包含不允许的字符。/);
  });

  it("answers 413 to a body larger than any form of the site", async () => {
    const huge = `message=${"a".repeat(1024 * 1024 + 10)}`;
    await expectRefused(
      await post("/devis", huge, "application/x-www-form-urlencoded"),
      413,
      /Le formulaire envoyé est trop volumineux\./,
    );
  });

  it("still serves the forms: a valid quote is accepted", async () => {
    const response = await post(
      "/?index",
      new URLSearchParams({ ...VALID_QUOTE, website_url: "" }),
      "application/x-www-form-urlencoded",
    );
    expect(response.status).toBe(302);
    expect((await countVisitorRows(app.database.db)).leads).toBe(1);
  });
});
