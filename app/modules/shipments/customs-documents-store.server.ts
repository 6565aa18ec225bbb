// The customs PDFs, drawn off the request thread and each drawn once (issue 30 item 5). A document is drawn only when
// asked for (a download, a mail), by the PDF worker pool (documents/pdf/pdf-pool.server.ts), and kept in the storage
// under the SHA-256 of what it shows (the shipment's data it is drawn from, and the renderer's version): the same
// request again reads the kept file, and any change of the shipment, its orders or the seller makes a new one. The
// files stay under `private/`, which the public /uploads address refuses.
import { createHash } from "node:crypto";
import { renderPdfInPool } from "../documents/pdf/pdf-pool.server.ts";
import {
  checkCustomsDocumentRequest,
  customsDocumentFilename,
  type CustomsDocumentRequest,
} from "../documents/pdf/render-customs-document.server.tsx";
import type { Storage } from "../media/storage.server.ts";
import { CustomsError } from "./customs-error.ts";
import type { ShipmentForDocuments } from "./customs-documents-data.ts";

/** Raise it when the drawing of the customs documents changes, so that kept files are drawn anew. */
export const CUSTOMS_RENDER_VERSION = 2;
const KEPT_PREFIX = "private/customs-documents/";

/** The storage key of a document: the hash of its request (kind, order and the shipment's data) and version. */
export function customsDocumentKey(request: CustomsDocumentRequest): string {
  const hash = createHash("sha256")
    .update(JSON.stringify({ version: CUSTOMS_RENDER_VERSION, request }))
    .digest("hex");
  return `${KEPT_PREFIX}${hash}.pdf`;
}

async function draw(request: CustomsDocumentRequest): Promise<Uint8Array> {
  try {
    return await renderPdfInPool({ customs: request });
  } catch (error) {
    throw new CustomsError("PDF_FAILED", { cause: error });
  }
}

/**
 * The document's bytes: the kept file, or drawn by a worker and kept. Without a storage, drawn each time. Throws
 * CONSIGNEE_NOT_FOUND or PDF_FAILED.
 */
export async function customsDocumentBytes(
  storage: Storage | undefined,
  request: CustomsDocumentRequest,
): Promise<Uint8Array> {
  checkCustomsDocumentRequest(request);
  if (!storage) return draw(request);
  const key = customsDocumentKey(request);
  const kept = await storage.get(key);
  if (kept) return kept.bytes;
  const bytes = await draw(request);
  await storage.put(key, bytes, "application/pdf");
  return bytes;
}

/** Every document of the shipment's consignees, or of the listed orders: asked all at once, the workers share them. */
export function customsDocumentRequests(
  shipment: ShipmentForDocuments,
  orderIds: readonly string[] = shipment.consignees.map((c) => c.orderId),
  withContainer = true,
): CustomsDocumentRequest[] {
  return [
    ...orderIds.flatMap((orderId) => [
      { kind: "commercial_invoice" as const, shipment, orderId },
      { kind: "packing_list" as const, shipment, orderId },
    ]),
    ...(withContainer ? [{ kind: "packing_list" as const, shipment, orderId: null }] : []),
  ];
}

/** The documents with their file names, in the order asked, drawn in parallel on the pool. */
export function customsDocumentFiles(storage: Storage | undefined, requests: readonly CustomsDocumentRequest[]) {
  return Promise.all(
    requests.map(async (request) => ({
      request,
      filename: customsDocumentFilename(request),
      bytes: await customsDocumentBytes(storage, request),
    })),
  );
}
