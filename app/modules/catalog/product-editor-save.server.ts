// Saving the product editor (back-office §2): the product, its specs, FAQ and options in one transaction, checked
// against the version the editor opened (two tabs never overwrite each other silently), audited before → after.
// The public pages follow by themselves: the catalogue tables' triggers move the page-cache version on.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { productFaq, productOptions, productOptionValues, products, productSpecs } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { diffSnapshots, toSnapshot, type ProductSnapshot } from "./product-editor-audit.ts";
import { loadProductEditor } from "./product-editor-load.server.ts";
import { cleanTranslations } from "./localized-text.ts";
import { checkProductEditorForm } from "./product-editor-checks.ts";
import { mapTranslatedField, type ProductEditorValues } from "./product-editor-schema.ts";
import { sanitizeDescription } from "./sanitize-description.server.ts";

export type SaveProductOptions = {
  /** The administrator's email, for the audit. */
  actor: string;
  /** Absent for a new product. */
  productId?: string;
  /** The version the editor opened; required with `productId`. */
  version?: number;
  values: ProductEditorValues;
};

export type SaveProductResult =
  | { ok: true; id: string; version: number; slug: string; isCreated: boolean }
  /** notFound: no such product; conflict: saved elsewhere since it was opened; slugTaken: another product's slug. */
  | { ok: false; reason: "notFound" | "conflict" | "slugTaken" };

class SaveRefused extends Error {
  readonly reason: "notFound" | "conflict" | "slugTaken";
  constructor(reason: "notFound" | "conflict" | "slugTaken") {
    super(reason);
    this.reason = reason;
  }
}

/** The stored texts with every HTML description sanitised (DESIGN.md "Rich text": on save and on render). */
function sanitizeValues(values: ProductEditorValues): ProductEditorValues {
  return {
    ...values,
    descriptionHtml: sanitizeDescription(values.descriptionHtml),
    translations: cleanTranslations(mapTranslatedField(values.translations, "descriptionHtml", sanitizeDescription)),
  };
}

function snapshotOf(values: ProductEditorValues): ProductSnapshot {
  const { specs, faq, options, translations, badges, logistics, ...scalars } = values;
  return toSnapshot({ ...scalars, ...logistics, badges, translations, specs, faq, options });
}

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
};

/** Creates or updates a product from checked editor values. */
export async function saveProduct(db: Db, options: SaveProductOptions): Promise<SaveProductResult> {
  const values = sanitizeValues(options.values);
  try {
    return await db.transaction(async (tx) => {
      const slugOwner = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          options.productId
            ? and(eq(products.slug, values.slug), ne(products.id, options.productId))
            : eq(products.slug, values.slug),
        );
      if (slugOwner.length > 0) throw new SaveRefused("slugTaken");
      return options.productId
        ? await updateProduct(tx, options.productId, options.version ?? -1, values, options.actor)
        : await createProduct(tx, values, options.actor);
    });
  } catch (error) {
    if (error instanceof SaveRefused) return { ok: false, reason: error.reason };
    if (isUniqueViolation(error)) return { ok: false, reason: "slugTaken" };
    throw error;
  }
}

function productColumns(values: ProductEditorValues) {
  return {
    title: values.title,
    slug: values.slug,
    subtitle: values.subtitle,
    status: values.status,
    categoryId: values.categoryId,
    descriptionHtml: values.descriptionHtml,
    incoterm: values.incoterm,
    leadtime: values.leadtime,
    badges: values.badges,
    featured: values.featured,
    active: values.active,
    purchasePriceCents: values.purchasePriceCents,
    marginCoefficient: values.marginCoefficient,
    seaFreightCents: values.seaFreightCents,
    airFreightCents: values.airFreightCents,
    seaShippingAvailable: values.seaShippingAvailable,
    airShippingAvailable: values.airShippingAvailable,
    shippingUnit: values.shippingUnit,
    unitsPerShippingUnit: values.unitsPerShippingUnit,
    ...values.logistics,
    translations: values.translations,
    updatedAt: new Date(),
  };
}

async function createProduct(tx: DbTransaction, values: ProductEditorValues, actor: string) {
  const [created] = await tx
    .insert(products)
    .values(productColumns(values))
    .returning({ id: products.id, version: products.version });
  if (!created) throw new Error("insert returned no product");
  await writeRows(tx, created.id, values);
  await recordAudit(tx, {
    actor,
    action: "product.create",
    entity: "product",
    entityId: created.id,
    summary: diffSnapshots(null, snapshotOf(values)),
  });
  return { ok: true as const, id: created.id, version: created.version, slug: values.slug, isCreated: true };
}

async function updateProduct(
  tx: DbTransaction,
  id: string,
  version: number,
  values: ProductEditorValues,
  actor: string,
) {
  const before = await loadProductEditor(tx, id);
  if (!before) throw new SaveRefused("notFound");
  const priorValues = checkProductEditorForm(before.form);
  const isPriceInputChanged =
    !priorValues.ok ||
    priorValues.values.purchasePriceCents !== values.purchasePriceCents ||
    priorValues.values.marginCoefficient !== values.marginCoefficient ||
    priorValues.values.seaFreightCents !== values.seaFreightCents ||
    priorValues.values.airFreightCents !== values.airFreightCents;
  // Compare-and-increment: a save made from an older version than the stored one changes nothing.
  const [updated] = await tx
    .update(products)
    .set({
      ...productColumns(values),
      // Once the editor's purchase side changes, the sheet shows the price computed from it (ruling 8), not an
      // older fixed XPF price.
      ...(isPriceInputChanged ? { finalPriceXpf: null, basePriceXpf: null, freightPriceXpf: null } : {}),
      version: sql`${products.version} + 1`,
    })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ version: products.version });
  if (!updated) throw new SaveRefused("conflict");
  await tx.delete(productSpecs).where(eq(productSpecs.productId, id));
  await tx.delete(productFaq).where(eq(productFaq.productId, id));
  await tx.delete(productOptions).where(eq(productOptions.productId, id));
  await writeRows(tx, id, values);
  const beforeSnapshot = priorValues.ok ? snapshotOf(priorValues.values) : toSnapshot(before.form);
  await recordAudit(tx, {
    actor,
    action: "product.update",
    entity: "product",
    entityId: id,
    summary: { version: updated.version, ...diffSnapshots(beforeSnapshot, snapshotOf(values)) },
  });
  return { ok: true as const, id, version: updated.version, slug: values.slug, isCreated: false };
}

/** Specs, FAQ and options (with their values) in list order, and the cover's alternative text. */
async function writeRows(tx: DbTransaction, productId: string, values: ProductEditorValues) {
  if (values.specs.length > 0)
    await tx.insert(productSpecs).values(values.specs.map((row, position) => ({ productId, ...row, position })));
  if (values.faq.length > 0)
    await tx.insert(productFaq).values(values.faq.map((entry, position) => ({ productId, ...entry, position })));
  for (const [position, option] of values.options.entries()) {
    const { values: optionValues, ...fields } = option;
    const [inserted] = await tx
      .insert(productOptions)
      .values({ productId, ...fields, position })
      .returning({ id: productOptions.id });
    if (inserted && optionValues.length > 0)
      await tx
        .insert(productOptionValues)
        .values(
          optionValues.map((value, valuePosition) => ({ optionId: inserted.id, ...value, position: valuePosition })),
        );
  }
}
