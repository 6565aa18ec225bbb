// The product editor's action, shared by /admin/products/new and /admin/products/{id}(/edit): reads the form
// (intent `save` or `status`), checks the administrator itself (never only the layout), and answers the editor.
import { data } from "react-router";
import { z } from "zod";
import { PRODUCT_STATUSES } from "../../db/schema/catalog.ts";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../auth/admin-guard.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { badRequestResponse } from "../security/bad-request.server.ts";
import { hasForbiddenCharacterIn } from "../security/forbidden-characters.ts";
import { readFormData } from "../security/read-form-data.server.ts";
import { redirectWithToast } from "../toast/toast.server.ts";
import { UUID_PATTERN } from "./product-editor-load.server.ts";
import { saveProduct } from "./product-editor-save.server.ts";
import { checkProductEditorForm } from "./product-editor-checks.ts";
import { ProductEditorFormSchema, type ProductEditorActionData } from "./product-editor-schema.ts";
import { setProductStatus } from "./product-editor-status.server.ts";

/** A description with pasted images and three languages stays far below this. */
const EDITOR_FORM_MAX_BYTES = 4 * 1024 * 1024;

const VersionSchema = z.coerce.number().int().min(0);
const StatusSchema = z.enum(PRODUCT_STATUSES);

type ActionArgs = { request: Request; context: Parameters<typeof getServices>[0]; productId?: string };

function parseProductJson(raw: FormDataEntryValue | null) {
  if (typeof raw !== "string") return null;
  try {
    const json: unknown = JSON.parse(raw);
    // A `\u0000` escape passes the form's own check (the field holds six plain characters) but not PostgreSQL.
    if (hasForbiddenCharacterIn(json)) return null;
    const parsed = ProductEditorFormSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function productEditorAction({ request, context, productId }: ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const formData = await readFormData(request, { maxBytes: EDITOR_FORM_MAX_BYTES });
  // An address that names no product (`/admin/products/../edit`) is not one: never a query with it.
  if (productId !== undefined && !UUID_PATTERN.test(productId)) throw new Response("Not found", { status: 404 });
  const intent = formData.get("intent");

  if (intent === "status" && productId) {
    const status = StatusSchema.safeParse(formData.get("status"));
    const version = VersionSchema.safeParse(formData.get("version"));
    if (!status.success || !version.success) throw new Response("Bad request", { status: 400 });
    const result = await setProductStatus(db, {
      actor: admin.email,
      productId,
      version: version.data,
      status: status.data,
    });
    if (result.ok)
      return data<ProductEditorActionData>({
        intent: "status",
        ok: true,
        version: result.version,
        status: result.status,
      });
    if (result.reason === "notFound") throw new Response("Not found", { status: 404 });
    return data<ProductEditorActionData>({ intent: "status", ok: false, isConflict: true }, { status: 409 });
  }

  if (intent !== "save") throw new Response("Unknown intent", { status: 400 });
  const form = parseProductJson(formData.get("product"));
  if (!form) throw badRequestResponse(request, "malformedForm");
  const check = checkProductEditorForm(form);
  if (!check.ok)
    return data<ProductEditorActionData>({ intent: "save", ok: false, issues: check.issues }, { status: 400 });
  const version = VersionSchema.safeParse(formData.get("version"));
  if (productId && !version.success) throw new Response("Bad request", { status: 400 });
  const result = await saveProduct(db, {
    actor: admin.email,
    productId,
    version: version.success ? version.data : undefined,
    values: check.values,
  });
  if (result.ok && result.isCreated)
    return redirectWithToast(env, "/admin/products", {
      type: "success",
      title: getServerT("fr", "admin-editor")("toast.success"),
      description: getServerT("fr", "admin-editor")("toast.created"),
    });
  if (result.ok)
    return data<ProductEditorActionData>({ intent: "save", ok: true, version: result.version, slug: result.slug });
  if (result.reason === "notFound") throw new Response("Not found", { status: 404 });
  if (result.reason === "conflict")
    return data<ProductEditorActionData>(
      { intent: "save", ok: false, isConflict: true, issues: [{ path: "version", message: "errors.conflict" }] },
      { status: 409 },
    );
  return data<ProductEditorActionData>(
    { intent: "save", ok: false, issues: [{ path: "slug", message: "errors.slugTaken" }] },
    { status: 400 },
  );
}
