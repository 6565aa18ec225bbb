// The products list's intents (back-office §2): each reads its fields, calls one module function and answers with a
// toast (a cookie the next load shows) or the form's errors. The route checks the administrator first.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "../../../context.server.ts";
import { createProduct } from "../../../modules/catalog/admin-create-product.server.ts";
import { deleteProduct } from "../../../modules/catalog/admin-delete-product.server.ts";
import { moveProduct } from "../../../modules/catalog/admin-move-product.server.ts";
import { setProductActive } from "../../../modules/catalog/admin-toggle-product.server.ts";
import { deleteCategoryCover, storeCategoryCover } from "../../../modules/catalog/category-cover.server.ts";
import { deleteCategory } from "../../../modules/catalog/category-delete.server.ts";
import { CategoryFieldsSchema } from "../../../modules/catalog/category-fields.ts";
import { saveCategory } from "../../../modules/catalog/category-save.server.ts";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { getSettings } from "../../../modules/settings/settings.server.ts";
import { serializeToast, type ToastInput } from "../../../modules/toast/toast.server.ts";

type ActionContext = { services: AppServices; actor: string; form: FormData };

const t = getServerT("fr");
const text = (key: string, options?: Record<string, unknown>) => t(`admin-products:${key}`, options);
const uuid = z.uuid();

/** A product or category id from the form, or a 400. */
function readId(form: FormData, name: string): string {
  const parsed = uuid.safeParse(form.get(name));
  if (!parsed.success) throw data({ error: "Bad id" }, { status: 400 });
  return parsed.data;
}

function readText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

async function withToast<T>(services: AppServices, body: T, toast: ToastInput, status = 200) {
  return data(body, { status, headers: { "Set-Cookie": await serializeToast(services.env, toast) } });
}

const failure = (services: AppServices, key: string, status = 404) =>
  withToast(services, { ok: false }, { type: "error", title: text("error"), description: text(key) }, status);

export const LIST_INTENTS = {
  async toggle({ services, actor, form }: ActionContext) {
    const active = readText(form, "active") === "true";
    const done = await setProductActive(services.db, { productId: readId(form, "productId"), active, actor });
    if (!done) return failure(services, "errors.toggle");
    return withToast(services, { ok: true }, { type: "success", title: text(active ? "toggle.on" : "toggle.off") });
  },

  async move({ services, actor, form }: ActionContext) {
    const target = readText(form, "categoryId");
    const categoryId = target === "uncategorised" ? null : readId(form, "categoryId");
    const result = await moveProduct(services.db, { productId: readId(form, "productId"), categoryId, actor });
    if (result === "not_found") return failure(services, "errors.move");
    return withToast(services, { ok: true }, { type: "success", title: text("move.done") });
  },

  async delete({ services, actor, form }: ActionContext) {
    const { db, storage } = services;
    const done = await deleteProduct(db, { productId: readId(form, "productId"), actor, storage });
    if (!done) return failure(services, "errors.delete");
    return withToast(services, { ok: true }, { type: "success", title: text("delete.done") });
  },

  async create({ services, actor, form }: ActionContext) {
    const categoryId = readText(form, "categoryId");
    const { default_margin } = await getSettings(services.db);
    const result = await createProduct(services.db, {
      title: readText(form, "title"),
      categoryId: uuid.safeParse(categoryId).success ? categoryId : "",
      marginCoefficient: default_margin,
      actor,
    });
    if (!result.ok) {
      const error =
        result.error === "required" ? text("create.required") : text("create.slugTaken", { slug: result.slug });
      return data({ intent: "create" as const, error }, { status: 400 });
    }
    return redirect(`/admin/products/${result.id}/edit`, {
      headers: { "Set-Cookie": await serializeToast(services.env, { type: "success", title: text("create.done") }) },
    });
  },

  async "category-save"({ services, actor, form }: ActionContext) {
    const intent = "category-save" as const;
    const categoryId = form.get("categoryId") ? readId(form, "categoryId") : undefined;
    const parsed = CategoryFieldsSchema.safeParse(
      Object.fromEntries(["name", "key", "nameEn", "nameZh"].map((n) => [n, readText(form, n)])),
    );
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return data({ intent, ok: false, errors }, { status: 400 });
    }
    const file = form.get("cover");
    let cover: string | undefined;
    if (file instanceof File && file.size > 0) {
      const stored = await storeCategoryCover(services.storage, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        categoryKey: parsed.data.key,
      });
      if (!stored.ok)
        return data(
          { intent, ok: false, errors: { cover: text(`categories.cover_${stored.error}`) } },
          { status: 400 },
        );
      cover = stored.url;
    }
    const result = await saveCategory(services.db, { categoryId, fields: parsed.data, cover, actor });
    if (!result.ok) {
      await deleteCategoryCover(services.storage, cover ?? null);
      const errors =
        result.error === "key_taken" ? { key: text("categories.keyTaken") } : { form: text("errors.categorySave") };
      return data({ intent, ok: false, errors }, { status: result.error === "key_taken" ? 400 : 404 });
    }
    await deleteCategoryCover(services.storage, result.previousCover);
    const title = text(categoryId ? "categories.updated" : "categories.created");
    return withToast(services, { intent, ok: true }, { type: "success", title });
  },

  async "category-delete"({ services, actor, form }: ActionContext) {
    const { db, storage } = services;
    const moved = await deleteCategory(db, { categoryId: readId(form, "categoryId"), actor, storage });
    if (moved === null) return failure(services, "errors.categoryDelete");
    return withToast(services, { ok: true }, { type: "success", title: text("categories.deleted", { count: moved }) });
  },
} satisfies Record<string, (context: ActionContext) => Promise<unknown>>;

export type ListIntent = keyof typeof LIST_INTENTS;

export function isListIntent(value: unknown): value is ListIntent {
  return typeof value === "string" && Object.hasOwn(LIST_INTENTS, value);
}
