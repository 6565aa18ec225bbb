// Malformed submissions to every back-office action (issue 19 item 5), signed in as the administrator. Each target is
// a path and the fields its form sends; `pinned` fields hold the fault that makes every variation a refusal (an id of
// nothing, a key the rules refuse, a rate that is not a number, JSON cut short): the generator never changes them,
// so however the rest is broken, no request can be a valid write. Paths with an id of nothing are refused whatever
// the body says.
import { type ExistingDocuments, otherActionTargets, valueTargets } from "./admin-value-corpus.ts";
import { type FuzzRequest, multipart, ODD_VALUES, type Random, seededUuid } from "./fuzz-corpus.ts";

/** Rows that exist, so the checks of a real record are reached too. */
export type AdminFuzzTargets = ExistingDocuments & { productId: string };

/** `whole`: never cut short (a truncated body could end inside a pinned value and leave a valid prefix). */
type Target = { path: string; fields: Record<string, string>; pinned?: Record<string, string>; whole?: boolean };

const JUNK_IDS = [
  "abc",
  "%00",
  "1e309",
  "99999999999999999999",
  "00000000-0000-0000-0000-000000000000",
  "%E0%A4%A",
  "%2e%2e%2f%2e%2e",
  "a".repeat(300),
  "😀",
  "-1",
];

const BROKEN_JSON = ["{", "[{", '{"title":', "[1e309]", "null", "\u0000", '{"__proto__":{"x":1}', "]["];

/** What no rule accepts for each kind of field. */
const BAD_RATE = ["abc", "-1", "0", "1e309", "100001", "NaN", "", "１２"];
const NOT_AN_INTENT = ["", "créer", "Create", "create ", "CREATE", "delete", "__proto__", "toString", "constructor"];
const BAD_CATEGORY_KEY = ["Pas Une Clé !", "--", "a".repeat(61), "UPPER", "é", " ", "a_b"];
const BAD_IMPORT_URL = [
  "",
  "not a url",
  "ftp://alibaba.com/x",
  "javascript:alert(1)",
  "http://127.0.0.1/x",
  "file:///etc/passwd",
];
const BAD_ORDER_STATUS = ["", "payé", "PAID", "unknown", "\u0000", "a".repeat(500)];

function targets(random: Random, existing: AdminFuzzTargets): Target[] {
  const id = () => (random.chance(0.5) ? seededUuid(random) : random.pick(JUNK_IDS));
  const uuid = () => seededUuid(random);
  const productIntent = random.pick(["toggle", "move", "delete", "category-delete"]);
  const lines = JSON.stringify([{ description: "Ligne", quantity: 1, unitPrice: "10" }]);
  return [
    // The products list: intents on ids of nothing, a product without its title, a category with a refused key.
    {
      path: "/admin/products",
      fields: { intent: productIntent, active: "true" },
      pinned: { productId: id(), categoryId: uuid() },
    },
    { path: "/admin/products", fields: { intent: "create", categoryId: uuid() }, pinned: { title: "" } },
    {
      path: "/admin/products",
      fields: { intent: "category-save", name: "Catégorie", nameEn: "Category", nameZh: "类别" },
      pinned: { key: random.pick(BAD_CATEGORY_KEY) },
    },
    // Lists whose only action is create: every other intent is refused.
    ...["/admin/quotes", "/admin/purchase-orders", "/admin/suppliers"].map((path) => ({
      path,
      fields: { name: "Fournisseur" },
      pinned: { intent: random.pick(NOT_AN_INTENT) },
    })),
    {
      path: "/admin/leads",
      fields: { intent: random.pick(["status", "notes"]), status: "won", notes: "Rappeler" },
      pinned: { leadId: id() },
    },
    { path: "/admin/audit", fields: {}, pinned: { intent: "unblock", key: `${random.pick(JUNK_IDS)}|x` } },
    {
      path: "/admin/settings",
      fields: {
        xpf_per_hkd: "15.3",
        xpf_per_eur: "119.33",
        deposit_percent: "60",
        default_margin: "1.3",
        balance_terms: "À la livraison",
        purchase_order_ship_to: "Papeete",
        contact_email: "contact@example.pf",
      },
      pinned: { xpf_per_usd: random.pick(BAD_RATE) },
    },
    // Shipments (issue 30): a new one with a refused reference, intents on shipments and orders of nothing.
    {
      path: "/admin/shipments/new",
      fields: { mode: "fcl_20", currency: "XPF", portOfLoading: "Hong Kong", etd: "2026-12-20" },
      pinned: { reference: random.pick(["", "\u0000", "EXP 2026", "a".repeat(41)]) },
    },
    {
      path: `/admin/shipments/${id()}`,
      fields: { reference: "EXP-2026-001", status: "departed", orderId: uuid(), marks: "BPE", fileId: id() },
      pinned: {
        intent: random.pick([
          "save",
          "status",
          "add-order",
          "remove-order",
          "upload-file",
          "delete-file",
          "delete",
          "x",
        ]),
      },
    },
    { path: `/admin/shipments/${id()}/documents/send/${id()}`, fields: {} },
    { path: "/admin/import/run", fields: { category: "solaire" }, pinned: { url: random.pick(BAD_IMPORT_URL) } },
    {
      path: "/admin/products/new",
      fields: { intent: "save", version: "0" },
      pinned: { product: random.pick(BROKEN_JSON) },
    },
    { path: "/admin/uploads/images", fields: { files: "pas une image" } },
    // Records that do not exist.
    { path: `/admin/orders/${id()}`, fields: { intent: random.pick(["status", "notes"]), status: "paid", notes: "x" } },
    {
      path: `/admin/orders/${id()}/documents`,
      fields: { intent: random.pick(["quote", "deposit", "balance", "purchase_order"]) },
    },
    {
      path: `/admin/customers/${id()}`,
      fields: { fullName: "Teva", phone: "+689 87 00 00 00", company: "", location: "" },
    },
    { path: `/admin/quotes/${id()}`, fields: { intent: random.pick(["save", "convert"]), lines, status: "draft" } },
    {
      path: `/admin/invoices/${id()}`,
      fields: { intent: random.pick(["pay", "credit", "save"]), method: "transfer", amount: "100", lines },
    },
    { path: `/admin/purchase-orders/${id()}`, fields: { intent: "save", lines } },
    { path: `/admin/suppliers/${id()}`, fields: { intent: random.pick(["save", "delete"]), name: "Fournisseur" } },
    {
      path: `/admin/products/${id()}${random.pick(["", "/edit"])}`,
      fields: { intent: random.pick(["save", "status"]), status: "published", version: "1", product: "{}" },
    },
    { path: `/admin/products/${id()}/media`, fields: { file: "pas une image" } },
    { path: `/admin/products/${id()}/media/order`, fields: { ids: uuid() } },
    { path: `/admin/products/${id()}/media/${id()}/${random.pick(["delete", "cover"])}`, fields: {} },
    {
      path: `/admin/${random.pick(["quotes", "invoices", "credit-notes", "purchase-orders"])}/${id()}/preview`,
      fields: { intent: "send", to: "client@example.pf", subject: "Devis", message: "Bonjour" },
    },
    { path: `/admin/${random.pick(["nothing-here", "orders/x/y/z", "%00"])}`, fields: { intent: "save" } },
    // Records that exist, with a fault their own checks must refuse.
    {
      path: `/admin/orders/${existing.orderId}`,
      fields: {},
      pinned: { intent: "status", status: random.pick(BAD_ORDER_STATUS) },
    },
    {
      path: `/admin/quotes/${existing.quoteId}`,
      fields: { status: "draft", title: "Devis" },
      pinned: { intent: "save", lines: random.pick(BROKEN_JSON) },
    },
    {
      path: `/admin/products/${existing.productId}/edit`,
      fields: { version: "1" },
      pinned: { intent: "save", product: random.pick(BROKEN_JSON) },
    },
    {
      path: `/admin/products/${existing.productId}/edit`,
      fields: { version: "1" },
      pinned: { intent: "save", product: JSON.stringify({ title: "Produit\u0000" }) },
    },
    ...valueTargets(random, existing),
    ...otherActionTargets(random, () => seededUuid(random)),
  ];
}

/** A lone surrogate has no UTF-8: it goes as the bytes a broken encoder would send (CESU-8). */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.toWellFormed())}%ED%A0%80`;
  }
}

function encode(fields: Array<[string, string]>): string {
  return fields.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`).join("&");
}

/** The target's fields broken one way, the pinned ones first and untouched (a form reads a name's first value). */
async function brokenBody(random: Random, target: Target): Promise<Pick<FuzzRequest, "kind" | "headers" | "body">> {
  const pinned = Object.entries(target.pinned ?? {});
  const fields = Object.entries(target.fields);
  const form = (kind: string, rest: Array<[string, string]>) => ({
    kind,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: encode([...pinned, ...rest]),
  });
  const variant = random.int(10);
  switch (target.whole && variant === 8 ? 2 : variant) {
    case 0:
      return form(
        "over-long values",
        fields.map(([name, value]) => [
          name,
          random.chance(0.6) ? "z".repeat(random.pick([1_001, 10_000, 70_000])) : value,
        ]),
      );
    case 1:
      return form(
        "wrong types",
        fields.map(([name, value]) => [
          random.chance(0.3) ? `${name}[]` : name,
          random.chance(0.6) ? random.pick(["[]", "{}", "true", "null", "-0", "1.5e300", '{"a":1}', "[1,2]"]) : value,
        ]),
      );
    case 2:
      return form(
        "missing fields",
        fields.filter(() => random.chance(0.4)),
      );
    case 3:
      return form(
        "unicode junk",
        fields.map(([name, value]) => [
          name,
          random.chance(0.6)
            ? random.pick(["\ud800", "\u202e\u200b", "😀".repeat(300), "\u0000", "%00", "ｅｘａｍｐｌｅ", "\uFEFF"])
            : value,
        ]),
      );
    case 4:
      return form(
        "huge numbers",
        fields.map(([name, value]) => [
          name,
          random.chance(0.6)
            ? random.pick(["99999999999999999999", "1e309", "-2147483649", "2147483648", "9".repeat(400)])
            : value,
        ]),
      );
    case 5:
      return form(
        "duplicate fields",
        fields.flatMap(([name, value]) => [
          [name, value],
          [name, random.pick(ODD_VALUES)],
        ]),
      );
    case 6:
      return {
        kind: "JSON body",
        headers: { "Content-Type": "application/json" },
        body: random.chance(0.5)
          ? JSON.stringify(Object.fromEntries([...pinned, ...fields]))
          : random.pick(BROKEN_JSON),
      };
    case 7: {
      const { body } = await multipart(Object.fromEntries([...pinned, ...fields]));
      return {
        kind: "wrong content type",
        headers: {
          "Content-Type": random.pick([
            "text/plain",
            "application/octet-stream",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "application/xml",
          ]),
        },
        body,
      };
    }
    case 8: {
      const { body, contentType } = await multipart(Object.fromEntries([...pinned, ...fields]));
      return {
        kind: "truncated multipart",
        headers: { "Content-Type": contentType },
        body: body.slice(0, Math.max(1, random.int(body.length - 4))),
      };
    }
    default: {
      // A file where text is read, and text where a file is read.
      const formData = new FormData();
      for (const [name, value] of pinned) formData.append(name, value);
      for (const [name, value] of fields) {
        if (random.chance(0.5))
          formData.append(name, new Blob([value, "\u0000\u00ff"]), random.pick(["a.bin", "../x", "x.png"]));
        else formData.append(name, value);
      }
      const response = new Response(formData);
      return {
        kind: "files and text swapped",
        headers: { "Content-Type": response.headers.get("content-type")! },
        body: new Uint8Array(await response.arrayBuffer()),
      };
    }
  }
}

export async function nextAdminFuzzRequest(random: Random, existing: AdminFuzzTargets): Promise<FuzzRequest> {
  const target = random.pick(targets(random, existing));
  const broken = await brokenBody(random, target);
  const route = target.path
    .replace(/\/[0-9a-f-]{36}(?=\/|$)/g, "/{id}")
    .replace(/\/admin\/products\/[^/]+\/edit$/, "/admin/products/{id}/edit");
  return { method: "POST", path: target.path, ...broken, kind: `${route.slice(0, 60)}: ${broken.kind}` };
}
