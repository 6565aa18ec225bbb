// Malformed requests for the fuzzing test (issue 12): a seeded generator, so a failure is replayed with its seed.
// Every request is broken in a way that must be refused: none may be answered 5xx, none may write a row.
import { mulberry32 } from "../../../scripts/mulberry32.ts";
import { VALID_DEVIS_REQUEST, VALID_HOME_QUOTE } from "../leads/lead-form-fields.ts";

/** The corpus's draws, from one mulberry32 generator: the same on every machine for a seed. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

export type FuzzRequest = {
  /** What kind of breakage, for the report. */
  kind: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
};

export type FuzzTargets = {
  productPaths: string[];
  categoryPaths: string[];
};

const encoder = new TextEncoder();

export const ODD_VALUES = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "%ZZ",
  "%E0%A4%A",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "１２",
  "99999999999999999999",
  "-2147483649",
  "[object Object]",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "😀".repeat(50),
  "\u202e\u200b",
  "\ud800",
  "a".repeat(5000),
  "x@",
  "@x",
  "a@b",
  "null",
  "true",
  "{}",
  "[]",
  "../../etc/passwd",
  "//evil.example",
  "/\t/evil.example/x",
  "\u0007\u001b[31m",
];

/** The fields of each form, valid, before breaking. */
const FORMS: Record<string, Record<string, string>> = {
  home: { ...VALID_HOME_QUOTE, website_url: "" },
  devis: { ...VALID_DEVIS_REQUEST, website_url: "" },
  product: {
    intent: "order",
    email: "moana@example.com",
    full_name: "Moana Teriitahi",
    phone: "+689 87 00 00 01",
    company: "Fare SARL",
    location: "Tahiti",
    notes: "Accès par barge",
    projectType: "renovation",
    qty: "1",
    website_url: "",
  },
  card: {
    productSlug: "",
    quantity: "1",
    buyerEmail: "card@example.com",
    lang: "fr",
    mode: "fetch",
    returnTo: "/shop",
  },
  checkout: {},
  sandbox: { choice: "pay", delay: "on" },
};

/** Fields whose absence makes each form invalid. */
const REQUIRED: Record<string, string[]> = {
  home: ["intent", "name", "email"],
  devis: ["intent", "name", "email", "phone", "notes"],
  product: ["intent", "email", "full_name"],
  card: ["productSlug", "buyerEmail", "quantity"],
  checkout: [],
  sandbox: ["choice"],
};

function formTargets(random: Random, targets: FuzzTargets): { form: string; path: string } {
  const product = random.pick(targets.productPaths);
  const prefix = random.pick(["", "/en", "/zh"]);
  return random.pick([
    { form: "home", path: `${prefix || ""}/?index` },
    { form: "home", path: `${prefix || "/"}?index` },
    { form: "devis", path: `${prefix}/devis` },
    { form: "product", path: `${prefix}${product}` },
    { form: "card", path: "/payments/card" },
    {
      form: "checkout",
      path: `${prefix}/checkout?orderId=${random.pick([seededUuid(random), "abc", "00000000-0000-0000-0000-000000000000", "%27"])}`,
    },
    { form: "sandbox", path: `/sandbox-pay/${random.pick(["x", "abc.def", "a".repeat(300), "%2e%2e"])}` },
  ]);
}

export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function fieldsFor(form: string, targets: FuzzTargets, random: Random): Record<string, string> {
  const fields = { ...FORMS[form]! };
  if (form === "card") fields.productSlug = random.pick(targets.productPaths).split("/").at(-1)!;
  return fields;
}

function urlEncoded(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export async function multipart(
  fields: Record<string, string>,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const response = new Response(formData);
  return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
}

/** A form body broken one way; `form`'s fields are made invalid where the transport alone would not be. */
async function brokenFormBody(
  random: Random,
  form: string,
  fields: Record<string, string>,
): Promise<Pick<FuzzRequest, "kind" | "headers" | "body">> {
  const withoutRequired = () => {
    const copy = { ...fields };
    const required = REQUIRED[form]!;
    if (required.length > 0) delete copy[random.pick(required)];
    return copy;
  };
  switch (random.int(11)) {
    case 0:
      return { kind: "json body", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) };
    case 1:
      return {
        kind: "text body",
        headers: { "Content-Type": random.pick(["text/plain", "text/xml", "application/octet-stream", "image/png"]) },
        body: urlEncoded(fields),
      };
    case 2:
      return { kind: "no content type", headers: {}, body: encoder.encode(urlEncoded(fields)) };
    case 3: {
      const { body } = await multipart(fields);
      return {
        kind: "multipart without boundary",
        headers: {
          "Content-Type": random.pick([
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "multipart/form-data; charset=utf-8",
          ]),
        },
        body,
      };
    }
    case 4: {
      const { body, contentType } = await multipart(fields);
      return {
        kind: "truncated multipart",
        headers: { "Content-Type": contentType },
        body: body.slice(0, Math.max(1, random.int(body.length - 4))),
      };
    }
    case 5: {
      const names = Object.keys(fields);
      const broken = { ...fields };
      const name = names.length > 0 ? random.pick(names) : "intent";
      broken[name] = `${broken[name] ?? ""}\u0000${random.pick(["", "x", "DROP TABLE"])}`;
      if (random.chance(0.5)) {
        const { body, contentType } = await multipart(broken);
        return { kind: "NUL in a multipart field", headers: { "Content-Type": contentType }, body };
      }
      return {
        kind: "NUL in a field",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: urlEncoded(broken),
      };
    }
    case 6: {
      const broken = withoutRequired();
      for (const name of Object.keys(broken)) if (random.chance(0.4)) broken[name] = random.pick(ODD_VALUES);
      return {
        kind: "missing field, odd values",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: urlEncoded(broken),
      };
    }
    case 7: {
      const bytes = new Uint8Array(1 + random.int(2048));
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = random.int(256);
      return {
        kind: "random bytes as a form",
        headers: {
          "Content-Type": random.pick(["application/x-www-form-urlencoded", "multipart/form-data; boundary=zzz"]),
        },
        body: bytes,
      };
    }
    case 8: {
      const broken = withoutRequired();
      const raw = `${urlEncoded(broken)}&${random.pick(["%", "%Z", "a=%E0%A4%A", "=&=&&", "email[]=x&email[]=y", "__proto__[x]=1", "a".repeat(3000) + "="])}`;
      return {
        kind: "broken URL encoding",
        headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
        body: raw,
      };
    }
    case 9: {
      const broken = withoutRequired();
      const formData = new FormData();
      for (const [name, value] of Object.entries(broken)) {
        if (random.chance(0.3))
          formData.append(
            name,
            new Blob([value, "\u0000\u00ff"], { type: "application/octet-stream" }),
            random.pick(["a.bin", "../x", "n\u0000ul.txt"]),
          );
        else formData.append(name, value);
      }
      const response = new Response(formData);
      return {
        kind: "files where text is read",
        headers: { "Content-Type": response.headers.get("content-type")! },
        body: new Uint8Array(await response.arrayBuffer()),
      };
    }
    default: {
      const broken = withoutRequired();
      for (const name of Object.keys(broken))
        if (random.chance(0.3)) broken[name] = "z".repeat(random.pick([300, 6000, 70_000]));
      return {
        kind: "missing field, long values",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: urlEncoded(broken),
      };
    }
  }
}

const WEBHOOK_PATHS = ["/webhooks/sandbox", "/webhooks/airwallex"];

function webhookRequest(random: Random): FuzzRequest {
  const path = random.pick(WEBHOOK_PATHS);
  const event = {
    id: random.pick(["evt_1", "", "\u0000", "a".repeat(500)]),
    name: random.pick(["payment_intent.succeeded", "payment_link.paid", "x"]),
    data: { object: { id: "int_1", amount: random.pick([1, -1, 1e20, "10"]) } },
  };
  const headers: Record<string, string> = {
    "Content-Type": random.pick(["application/json", "text/plain", "application/x-www-form-urlencoded"]),
  };
  if (random.chance(0.7)) headers["x-timestamp"] = random.pick([String(Date.now()), "0", "-1", "abc", "1e30", ""]);
  if (random.chance(0.7)) headers["x-signature"] = random.pick(["", "00", "f".repeat(64), "zz", "sha256=abc"]);
  const body = random.pick([
    JSON.stringify(event),
    "{",
    "[]",
    "null",
    '{"id":"\\u0000"}',
    "\u0000\u0001\u0002",
    "a=b&c=d",
    JSON.stringify({ ...event, data: null }),
    "x".repeat(300 * 1024),
  ]);
  return { kind: "webhook", method: "POST", path, headers, body };
}

const PAGES = [
  "/",
  "/en",
  "/zh",
  "/shop",
  "/en/shop",
  "/devis",
  "/cgv",
  "/thank-you",
  "/payment/success",
  "/payment/cancel",
  "/checkout",
  "/payments/status",
  "/sitemap.xml",
  "/robots.txt",
];
const QUERY_NAMES = [
  "orderId",
  "kind",
  "qty",
  "category",
  "draft",
  "failed",
  "cancelled",
  "page",
  "q",
  "opt_modele",
  "opt_x",
  "id",
  "__proto__",
  "utm_source",
  "lang",
  "slug",
  "sessionId",
];
const QUERY_VALUES = [
  "%00",
  "a%00b",
  "%ZZ",
  "%E0%A4%A",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "2147483648",
  "NaN",
  "abc",
  "00000000-0000-0000-0000-000000000000",
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  "%27%20or%201%3D1",
  "%3Cscript%3E",
  "card",
  "deposit",
  "1",
  "",
  "%F0%9F%98%80",
  "x".repeat(2000),
  "%C0%80",
  "%ED%A0%80",
  "a+b",
  "[]",
];

function pageRequest(random: Random, targets: FuzzTargets): FuzzRequest {
  let path = random.pick([...PAGES, ...targets.productPaths, ...targets.categoryPaths]);
  if (random.chance(0.15))
    path = `${path}/${random.pick(["%00", "%ZZ", "..%2f..%2f", "%E0%A4%A", "x".repeat(400), "%C0%AE", ";x", "%2500"])}`;
  const pairs: string[] = [];
  for (let i = 0, n = 1 + random.int(4); i < n; i += 1)
    pairs.push(`${random.pick(QUERY_NAMES)}=${random.pick(QUERY_VALUES)}`);
  if (random.chance(0.1)) pairs.push(`${random.pick(QUERY_VALUES)}=1`);
  return { kind: "query string", method: "GET", path: `${path}?${pairs.join("&")}`, headers: {} };
}

/** One malformed request: a broken form (half), a webhook, or a public page's query string. */
export async function nextFuzzRequest(random: Random, targets: FuzzTargets): Promise<FuzzRequest> {
  const roll = random.next();
  if (roll < 0.55) {
    const { form, path } = formTargets(random, targets);
    const broken = await brokenFormBody(random, form, fieldsFor(form, targets, random));
    return { method: "POST", path, ...broken, kind: `${form}: ${broken.kind}` };
  }
  if (roll < 0.7) return webhookRequest(random);
  return pageRequest(random, targets);
}

/**
 * Orders whose only fault is a quantity past the `integer` columns (issue 12 item 4). Their bounds belong to the
 * order forms (issue 11); kept here so the merged tree proves them refused too.
 */
export function quantityPastIntegerRange(targets: FuzzTargets): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const productPath of targets.productPaths) {
    for (const qty of ["2147483648", "99999999999", "1000000000000000"]) {
      requests.push({
        kind: "product order: quantity past integer range",
        method: "POST",
        path: productPath,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: urlEncoded({ ...FORMS.product!, qty }),
      });
    }
    const slug = productPath.split("/").at(-1)!;
    for (const quantity of ["2147483648", "1000"]) {
      requests.push({
        kind: "card payment: quantity past the form's bound",
        method: "POST",
        path: "/payments/card",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: urlEncoded({ ...FORMS.card!, productSlug: slug, quantity }),
      });
    }
  }
  return requests;
}
