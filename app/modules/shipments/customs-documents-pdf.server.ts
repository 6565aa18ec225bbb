// The customs PDFs as HTTP answers (issue 30 item 4): for the owner (/admin/shipments/:id/documents/…) and for a
// buyer from their order's private link (/espace/commande/:token/expedition/…), which reaches only that order's
// documents. The data is read once, then drawn by the one renderer from plain values, in a PDF worker, and kept
// (customs-documents-store.server.ts).
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { DbExecutor } from "../../db/db.server.ts";
import { shipmentOrders } from "../../db/schema/shipments.ts";
import type { Env } from "../config/env.server.ts";
import { isUuid } from "../documents/desk-form.ts";
import { loadDocumentCompany } from "../documents/document-company.server.ts";
import { pdfResponse } from "../documents/document-desk.server.ts";
import { customsDocumentFilename, type CustomsDocumentKind } from "../documents/pdf/render-customs-document.server.tsx";
import { appErrorMessage } from "../errors/app-error-response.server.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Storage } from "../media/storage.server.ts";
import { CustomsError, isCustomsError } from "./customs-error.ts";
import { customsDocumentBytes } from "./customs-documents-store.server.ts";
import { loadShipmentDocuments } from "./load-shipment-documents.server.ts";

export type CustomsPdfInput = {
  shipmentId: string | undefined;
  kind: CustomsDocumentKind;
  /** The consignee's order; null for the container's packing list. */
  orderId: string | null | undefined;
  disposition: "inline" | "attachment";
  /** The language of a refusal's message (French in the back office). */
  locale?: Locale;
};

/** The PDF, or a thrown 404 (unknown shipment, order outside it) or 409 (no rate, another currency) with a message. */
export async function customsPdf(
  services: { db: DbExecutor; env: Env; storage?: Storage },
  { shipmentId, kind, orderId, disposition, locale = "fr" }: CustomsPdfInput,
): Promise<Response> {
  const { db, env, storage } = services;
  const notFound = () => data(appErrorMessage(new CustomsError("SHIPMENT_NOT_FOUND"), locale), { status: 404 });
  if (!isUuid(shipmentId) || (orderId !== null && !isUuid(orderId))) throw notFound();
  if (kind === "commercial_invoice" && orderId === null) throw notFound();
  try {
    const shipment = await loadShipmentDocuments(db, {
      shipmentId: shipmentId.toLowerCase(),
      company: await loadDocumentCompany(db, env),
    });
    const request = { kind, shipment, orderId: orderId?.toLowerCase() ?? null };
    const bytes = await customsDocumentBytes(storage, request);
    return pdfResponse(bytes, customsDocumentFilename(request), disposition);
  } catch (error) {
    if (isCustomsError(error) && error.status < 500)
      throw data(appErrorMessage(error, locale), { status: error.status });
    throw error;
  }
}

/** The shipment an order travels in, or null. */
export async function shipmentOfOrder(db: DbExecutor, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ shipmentId: shipmentOrders.shipmentId })
    .from(shipmentOrders)
    .where(eq(shipmentOrders.orderId, orderId));
  return row?.shipmentId ?? null;
}
