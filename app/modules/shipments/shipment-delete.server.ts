// The owner removes what was entered by mistake (issue 30 item 2): a shipment, only while planned and before any of
// its customs documents went to a buyer (the audit log's 'shipment.documents.send'); and a file of a shipment (its
// B/L or a loading photo). Each in one transaction with its audit row; the stored bytes are removed once it commits.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { auditLog, shipmentFiles, shipmentOrders, shipments } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { AppError } from "../errors/app-error.ts";
import type { Storage } from "../media/storage.server.ts";
import { getShipment, isUuid } from "./shipment-read.server.ts";

type Options = { id: string; actor: string };

async function removeStored(storage: Storage | undefined, keys: readonly string[]) {
  // The rows are gone: a file left behind is only space, never shown again.
  for (const key of keys) await storage?.delete(key).catch(() => undefined);
}

/**
 * Deletes the shipment, its list of orders (the orders themselves stay, in no shipment) and its files. Throws
 * AppError shipment NOT_FOUND, NOT_DELETABLE (no longer planned) or DOCUMENTS_SENT; nothing is written then.
 */
export async function deleteShipment(
  db: Db,
  storage: Storage | undefined,
  options: Options,
): Promise<{ reference: string }> {
  if (!isUuid(options.id)) throw new AppError("shipment", "NOT_FOUND");
  const { keys, reference } = await db.transaction(async (tx) => {
    const shipment = await getShipment(tx, options.id, true);
    if (!shipment) throw new AppError("shipment", "NOT_FOUND");
    if (shipment.status !== "planned") throw new AppError("shipment", "NOT_DELETABLE");
    const [sent] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "shipment"),
          eq(auditLog.entityId, shipment.id),
          inArray(auditLog.action, ["shipment.documents.send"]),
        ),
      )
      .limit(1);
    if (sent) throw new AppError("shipment", "DOCUMENTS_SENT");
    const files = await tx
      .select({ storageKey: shipmentFiles.storageKey })
      .from(shipmentFiles)
      .where(eq(shipmentFiles.shipmentId, shipment.id));
    const orders = await tx
      .select({ orderId: shipmentOrders.orderId })
      .from(shipmentOrders)
      .where(eq(shipmentOrders.shipmentId, shipment.id));
    await tx.delete(shipments).where(eq(shipments.id, shipment.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: "shipment.delete",
      entity: "shipment",
      entityId: shipment.id,
      summary: {
        reference: shipment.reference,
        orderIds: orders.map((row) => row.orderId),
        files: files.length,
      },
    });
    return { keys: files.map((file) => file.storageKey), reference: shipment.reference };
  });
  await removeStored(storage, keys);
  return { reference };
}

/** Removes one file of the shipment. Throws AppError shipment NOT_FOUND or FILE_NOT_FOUND; nothing written then. */
export async function deleteShipmentFile(
  db: Db,
  storage: Storage | undefined,
  options: Options & { fileId: string },
): Promise<void> {
  if (!isUuid(options.id)) throw new AppError("shipment", "NOT_FOUND");
  if (!isUuid(options.fileId)) throw new AppError("shipment", "FILE_NOT_FOUND");
  const key = await db.transaction(async (tx) => {
    if (!(await getShipment(tx, options.id, true))) throw new AppError("shipment", "NOT_FOUND");
    const [file] = await tx
      .delete(shipmentFiles)
      .where(and(eq(shipmentFiles.id, options.fileId), eq(shipmentFiles.shipmentId, options.id)))
      .returning();
    if (!file) throw new AppError("shipment", "FILE_NOT_FOUND");
    await recordAudit(tx, {
      actor: options.actor,
      action: "shipment.file_delete",
      entity: "shipment",
      entityId: options.id,
      summary: { fileId: file.id, kind: file.kind, fileName: file.fileName },
    });
    return file.storageKey;
  });
  await removeStored(storage, [key]);
}
