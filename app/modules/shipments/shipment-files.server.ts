// A shipment's files (issue 30 item 2): the bill of lading or air waybill PDF and photos of the loading. Checked by
// their bytes, kept in the storage under a `private/` key the public /uploads address refuses, served to the
// administrator only (routes/admin/shipments/file.ts); each one added is audited.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Db, DbExecutor } from "../../db/db.server.ts";
import { shipmentFiles, SHIPMENT_FILE_KINDS, type ShipmentFileKind } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { AppError } from "../errors/app-error.ts";
import type { Storage } from "../media/storage.server.ts";
import { getShipment, isUuid } from "./shipment-read.server.ts";

export const SHIPMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The public /uploads address answers 404 for these keys (server/serve-uploads.ts). */
export const PRIVATE_KEY_PREFIX = "private/";

const ACCEPTED: Record<ShipmentFileKind, readonly string[]> = {
  transport_document: ["application/pdf"],
  loading_photo: ["image/jpeg", "image/png", "image/webp"],
};

export const isShipmentFileKind = (value: unknown): value is ShipmentFileKind =>
  (SHIPMENT_FILE_KINDS as readonly unknown[]).includes(value);

/** Stores the file. Throws AppError shipment NOT_FOUND or FILE_INVALID (empty, too large, not the kind's type). */
export async function addShipmentFile(
  db: Db,
  storage: Storage,
  options: { id: string; kind: ShipmentFileKind; fileName: string; bytes: Uint8Array; actor: string },
): Promise<{ id: string }> {
  if (!(await getShipment(db, options.id))) throw new AppError("shipment", "NOT_FOUND");
  const { bytes } = options;
  if (bytes.byteLength === 0 || bytes.byteLength > SHIPMENT_FILE_MAX_BYTES)
    throw new AppError("shipment", "FILE_INVALID");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED[options.kind].includes(type.mime)) throw new AppError("shipment", "FILE_INVALID");
  const key = `${PRIVATE_KEY_PREFIX}shipments/${options.id}/${randomUUID()}.${type.ext}`;
  await storage.put(key, bytes, type.mime);
  const fileName = options.fileName.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200) || `fichier.${type.ext}`;
  try {
    return await db.transaction(async (tx) => {
      if (!(await getShipment(tx, options.id, true))) throw new AppError("shipment", "NOT_FOUND");
      const [row] = await tx
        .insert(shipmentFiles)
        .values({
          shipmentId: options.id,
          kind: options.kind,
          storageKey: key,
          fileName,
          contentType: type.mime,
          byteSize: bytes.byteLength,
        })
        .returning({ id: shipmentFiles.id });
      await recordAudit(tx, {
        actor: options.actor,
        action: "shipment.file_add",
        entity: "shipment",
        entityId: options.id,
        summary: { kind: options.kind, fileName, byteSize: bytes.byteLength },
      });
      return row!;
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The file of this shipment, with its bytes, or null. */
export async function readShipmentFile(db: DbExecutor, storage: Storage, shipmentId: string, fileId: string) {
  if (!isUuid(shipmentId) || !isUuid(fileId)) return null;
  const [row] = await db
    .select()
    .from(shipmentFiles)
    .where(and(eq(shipmentFiles.id, fileId), eq(shipmentFiles.shipmentId, shipmentId)));
  if (!row) return null;
  const stored = await storage.get(row.storageKey);
  return stored ? { fileName: row.fileName, contentType: row.contentType, bytes: stored.bytes } : null;
}
