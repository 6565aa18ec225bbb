// Back-office §2/§7 import: an Alibaba product URL becomes a draft product with its photos, specs and description.
//
// Screens call `importAlibabaProduct` and show its progress (`onProgress`: fetching the page, reading it, storing
// the photos n of m, creating the draft). Expected failures throw ImportError; `getImportErrorText` gives the French
// message. The same Alibaba product imported again returns the existing draft with status "existing".
import { logisticsFromSpecs } from "./logistics-from-specs.ts";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/db.server.ts";
import { categories, productImports, productMedia, products, productSpecs } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { sanitizeDescription } from "../catalog/sanitize-description.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { parseAlibabaProductUrl } from "./alibaba-url.ts";
import { descriptionToHtml, formatLeadTime } from "./draft-content.ts";
import type { AlibabaProduct, PriceRange } from "./extract/alibaba-product.ts";
import { readAlibabaPage } from "./read-alibaba-page.server.ts";
import { ImportError } from "./import-error.ts";
import { getImporterT } from "./importer-text.server.ts";
import { minorDigits } from "./get-product-import.server.ts";
import { slugify } from "../catalog/product-slug.ts";
import { findFreeSlug } from "../catalog/product-slug.server.ts";
import { createSafeFetcher, type SafeFetcher } from "./safe-fetch.server.ts";
import { deletePhotos, storePhotos, type PhotoFailure, type StoredPhoto } from "./store-photos.server.ts";

export const DEFAULT_IMPORT_CATEGORY = "equip";
export const IMPORT_INCOTERM = "FOB";

export type ImportProgress =
  | { step: "fetching-page"; url: string }
  | { step: "reading-page" }
  | { step: "storing-photos"; done: number; total: number }
  | { step: "creating-draft" };

export type ImportAlibabaProductOptions = {
  db: Db;
  storage: Storage;
  /** As typed by the administrator. */
  url: string;
  /** A category key; empty or null means 'equip' (or no category if the shop has none by that key). */
  categoryKey?: string | null;
  /** The administrator's email, for the audit log. */
  actor: string;
  onProgress?: (progress: ImportProgress) => void;
  /** Tests pass one whose policy reaches a local server; production uses the Alibaba policy. */
  fetcher?: SafeFetcher;
  signal?: AbortSignal;
};

export type ImportedDraft = { productId: string; slug: string; title: string };

export type ImportAlibabaProductResult =
  | (ImportedDraft & { status: "created"; photoCount: number; photoFailures: PhotoFailure[] })
  | (ImportedDraft & { status: "existing" });

const ADVISORY_LOCK_NAMESPACE = "product_import";

/** Imports one product as a draft; see the module comment. Throws ImportError for every expected failure. */
export async function importAlibabaProduct(options: ImportAlibabaProductOptions): Promise<ImportAlibabaProductResult> {
  const { db, storage, actor, onProgress, signal } = options;
  const fetcher = options.fetcher ?? createSafeFetcher();
  const { pageUrl, productId: sourceProductId } = parseAlibabaProductUrl(options.url, fetcher.policy);
  const existing = await findImportedDraft(db, sourceProductId);
  if (existing) return { status: "existing", ...existing };
  const category = await resolveCategory(db, options.categoryKey);

  onProgress?.({ step: "fetching-page", url: pageUrl });
  const product = await readAlibabaPage({
    fetcher,
    pageUrl,
    signal,
    onRead: () => onProgress?.({ step: "reading-page" }),
  });

  const id = randomUUID();
  const photos = await storePhotos({
    storage,
    fetcher,
    urls: product.images,
    keyPrefix: `products/${id}`,
    signal,
    onPhotoDone: (done, total) => onProgress?.({ step: "storing-photos", done, total }),
  });

  onProgress?.({ step: "creating-draft" });
  try {
    const saved = await saveDraft(db, {
      id,
      product,
      pageUrl,
      sourceProductId,
      category,
      photos: photos.stored,
      photoFailureCount: photos.failures.length,
      actor,
    });
    if (saved.status === "existing") {
      await deletePhotos(storage, photos.stored);
      return saved;
    }
    return { ...saved, photoCount: photos.stored.length, photoFailures: photos.failures };
  } catch (error) {
    await deletePhotos(storage, photos.stored);
    throw error;
  }
}

type SaveDraftOptions = {
  id: string;
  product: AlibabaProduct;
  pageUrl: string;
  sourceProductId: string;
  category: { id: string; key: string } | null;
  photos: StoredPhoto[];
  photoFailureCount: number;
  actor: string;
};

/** The product, its media, specs and import row, and the audit row, in one transaction. */
async function saveDraft(
  db: Db,
  options: SaveDraftOptions,
): Promise<(ImportedDraft & { status: "created" }) | (ImportedDraft & { status: "existing" })> {
  const { id, sourceProductId, category, photos, photoFailureCount, actor, pageUrl } = options;
  return db.transaction(async (tx) => {
    // Two imports of the same product at once: the second waits here, then finds the first one's draft.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${ADVISORY_LOCK_NAMESPACE}:alibaba:${sourceProductId}`}))`,
    );
    const again = await findImportedDraft(tx, sourceProductId);
    if (again) return { status: "existing" as const, ...again };
    const draft = await insertDraft(tx, options);
    await recordAudit(tx, {
      actor,
      action: "product.import",
      entity: "product",
      entityId: id,
      summary: {
        source: "alibaba",
        sourceProductId,
        url: pageUrl,
        slug: draft.slug,
        category: category?.key ?? null,
        photos: photos.length,
        photoFailures: photoFailureCount,
      },
    });
    return { status: "created" as const, ...draft };
  });
}

/** The draft made from this Alibaba product id earlier, if it still exists. */
async function findImportedDraft(db: DbExecutor, sourceProductId: string): Promise<ImportedDraft | null> {
  const [row] = await db
    .select({ productId: products.id, slug: products.slug, title: products.title })
    .from(productImports)
    .innerJoin(products, eq(products.id, productImports.productId))
    .where(and(eq(productImports.source, "alibaba"), eq(productImports.sourceProductId, sourceProductId)))
    .limit(1);
  return row ?? null;
}

async function resolveCategory(db: Db, key: string | null | undefined): Promise<{ id: string; key: string } | null> {
  const chosen = key?.trim();
  const [row] = await db
    .select({ id: categories.id, key: categories.key })
    .from(categories)
    .where(eq(categories.key, chosen || DEFAULT_IMPORT_CATEGORY))
    .limit(1);
  if (!row && chosen) throw new ImportError("CATEGORY_NOT_FOUND", { key: chosen });
  return row ?? null;
}

async function insertDraft(tx: DbExecutor, options: SaveDraftOptions): Promise<ImportedDraft> {
  const { id, product, pageUrl, sourceProductId, category, photos, actor } = options;
  const slug = await chooseSlug(tx, slugify(product.title) || `alibaba-${sourceProductId}`);
  await tx.insert(products).values({
    id,
    slug,
    categoryId: category?.id ?? null,
    title: product.title,
    subtitle: product.subtitle,
    descriptionHtml: sanitizeDescription(descriptionToHtml(product.description)),
    status: "draft",
    active: true,
    incoterm: IMPORT_INCOTERM,
    leadtime: formatLeadTime(product.leadTime, getImporterT()),
    supplierName: product.supplierName,
    supplierUrl: pageUrl,
    ...logisticsFromSpecs(product.specs),
  });
  // The first photo is the cover (position 0), the others the gallery, in the page's order.
  if (photos.length) {
    await tx.insert(productMedia).values(
      photos.map((photo, position) => ({
        productId: id,
        kind: "image" as const,
        url: photo.baseUrl,
        alt: product.title,
        position,
      })),
    );
  }
  if (product.specs.length) {
    await tx.insert(productSpecs).values(product.specs.map((spec, position) => ({ productId: id, ...spec, position })));
  }
  await tx.insert(productImports).values({
    productId: id,
    source: "alibaba",
    sourceProductId,
    sourceUrl: pageUrl,
    ...priceColumns(product.priceRange),
    moqQuantity: product.moq?.quantity ?? null,
    moqUnit: product.moq?.unit ?? null,
    leadTimeTiers: product.leadTime,
    importedBy: actor,
  });
  return { productId: id, slug, title: product.title };
}

async function chooseSlug(tx: DbExecutor, base: string): Promise<string> {
  const free = await findFreeSlug(tx, base);
  if (!free) throw new ImportError("SLUG_TAKEN", { slug: base });
  return free;
}

/** The range in the currency's minor unit (cents for USD, units for JPY); no price if the currency is unknown. */
function priceColumns(range: PriceRange | null) {
  const none = { priceMinMinor: null, priceMaxMinor: null, priceCurrency: null };
  if (!range) return none;
  let digits: number;
  try {
    digits = minorDigits(range.currency);
  } catch {
    return none;
  }
  const toMinor = (amount: number) => Math.round(amount * 10 ** digits);
  return { priceMinMinor: toMinor(range.min), priceMaxMinor: toMinor(range.max), priceCurrency: range.currency };
}
