// The owner deletes a shipment or removes one of its files (issue 30 item 2) through the app: done by the
// administrator, audited, the stored bytes removed; refused, with its French reason and nothing written, once the
// shipment has moved on or its documents went to a buyer; a visitor and bad ids get a 4xx and change nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders, shipmentFiles, shipmentOrders, shipments } from "../../../app/db/schema/index.ts";
import { recordAudit } from "../../../app/modules/audit/record-audit.server.ts";
import { addShipmentFile } from "../../../app/modules/shipments/shipment-files.server.ts";
import { addOrderToShipment } from "../../../app/modules/shipments/shipment-write.server.ts";
import { toastOf, type DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";
import { startDeskAppForFile } from "../portal/portal-app.ts";
import { createPlannedShipment } from "./shipment-factories.ts";
import { PUBLIC_URL } from "../../support/test-app.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const MAIL = {
  notifyTo: "ventes@bpe.example",
  publicUrl: PUBLIC_URL,
  company: { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" },
};
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function newShipment(reference: string) {
  const { id } = await createPlannedShipment(desk.app.database.db, reference);
  const file = await addShipmentFile(desk.app.database.db, desk.app.services.storage, {
    id,
    kind: "transport_document",
    fileName: "BL.pdf",
    bytes: PDF,
    actor: ACTOR,
  });
  const [row] = await desk.app.database.db.select().from(shipmentFiles).where(eq(shipmentFiles.id, file.id));
  return { id, fileId: file.id, storageKey: row!.storageKey };
}

const db = () => desk.app.database.db;
const shipmentRow = async (id: string) => (await db().select().from(shipments).where(eq(shipments.id, id)))[0];
const filesOf = (id: string) => db().select().from(shipmentFiles).where(eq(shipmentFiles.shipmentId, id));
const auditsOf = async (id: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.entityId, id))).map((row) => row.action);
const visitorPost = (url: string, fields: Record<string, string>) =>
  desk.app.request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded", Origin: PUBLIC_URL },
  });

describe("deleting a shipment", () => {
  it("deletes a planned shipment with its files, keeps its orders, audits it, and refuses a visitor", async () => {
    const { id, storageKey } = await newShipment("EXP-DEL-1");
    const order = await createOrderRow(db(), { lang: "fr", status: "paid", qty: 1 });
    await addOrderToShipment(db(), { id, orderId: order.id, actor: ACTOR, mail: MAIL });

    const visitor = await visitorPost(`/admin/shipments/${id}`, { intent: "delete" });
    expect([302, 303, 401, 403]).toContain(visitor.status);
    expect(visitor.headers.get("Location") ?? "").not.toBe("/admin/shipments");
    expect(await shipmentRow(id)).toBeDefined();

    const deleted = await desk.post(`/admin/shipments/${id}`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/shipments");
    expect(await toastOf(desk, deleted)).toMatchObject({ type: "success", title: "Expédition EXP-DEL-1 supprimée" });
    expect(await shipmentRow(id)).toBeUndefined();
    expect(await filesOf(id)).toEqual([]);
    expect(await db().select().from(shipmentOrders).where(eq(shipmentOrders.orderId, order.id))).toEqual([]);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    expect(await desk.app.services.storage.get(storageKey)).toBeNull();
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "shipment.delete"));
    expect(audit).toMatchObject({ entityId: id, actor: expect.any(String) });
    expect(audit!.summary).toMatchObject({ reference: "EXP-DEL-1", orderIds: [order.id], files: 1 });
  });

  it("refuses, in French and writing nothing, a shipment no longer planned or whose documents were sent", async () => {
    const loading = await newShipment("EXP-DEL-2");
    await db().update(shipments).set({ status: "loading" }).where(eq(shipments.id, loading.id));
    const refused = await desk.post(`/admin/shipments/${loading.id}`, { intent: "delete" });
    expect(refused.headers.get("Location")).toBe(`/admin/shipments/${loading.id}`);
    expect(await toastOf(desk, refused)).toMatchObject({
      type: "error",
      description:
        "Cette expédition ne peut plus être supprimée : seule une expédition au statut « Prévue » peut l'être.",
    });
    expect(await shipmentRow(loading.id)).toBeDefined();

    const sent = await newShipment("EXP-DEL-3");
    // The record sendCustomsDocuments writes when a buyer's documents leave (customs-documents-send.server.tsx).
    await recordAudit(db(), {
      actor: ACTOR,
      action: "shipment.documents.send",
      entity: "shipment",
      entityId: sent.id,
      summary: {},
    });
    const refusedSent = await desk.post(`/admin/shipments/${sent.id}`, { intent: "delete" });
    expect(await toastOf(desk, refusedSent)).toMatchObject({
      type: "error",
      description:
        "Cette expédition ne peut pas être supprimée : ses documents de douane ont déjà été envoyés à un client.",
    });
    expect(await shipmentRow(sent.id)).toBeDefined();
    expect(await filesOf(sent.id)).toHaveLength(1);
    for (const id of [loading.id, sent.id]) expect(await auditsOf(id)).not.toContain("shipment.delete");
  });

  it("answers 404 for an unknown shipment or a bad id", async () => {
    for (const id of [UNKNOWN, "not-a-uuid"]) {
      const response = await desk.post(`/admin/shipments/${id}`, { intent: "delete" });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Expédition introuvable.");
    }
  });
});

describe("removing a shipment's file", () => {
  it("removes the file and its bytes, audited; a visitor, another shipment's file and bad ids change nothing", async () => {
    const { id, fileId, storageKey } = await newShipment("EXP-DEL-4");
    const other = await newShipment("EXP-DEL-5");
    await db().update(shipments).set({ status: "departed" }).where(eq(shipments.id, id));

    const visitor = await visitorPost(`/admin/shipments/${id}`, { intent: "delete-file", fileId });
    expect([302, 303, 401, 403]).toContain(visitor.status);
    for (const bad of [other.fileId, UNKNOWN, "x"]) {
      const response = await desk.post(`/admin/shipments/${id}`, { intent: "delete-file", fileId: bad });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Fichier introuvable.");
    }
    expect(await filesOf(id)).toHaveLength(1);
    expect(await filesOf(other.id)).toHaveLength(1);
    expect(await auditsOf(id)).not.toContain("shipment.file_delete");

    const removed = await desk.post(`/admin/shipments/${id}`, { intent: "delete-file", fileId });
    expect(removed.status).toBe(302);
    expect(await toastOf(desk, removed)).toMatchObject({ type: "success", title: "Fichier retiré" });
    expect(await filesOf(id)).toEqual([]);
    expect(await desk.app.services.storage.get(storageKey)).toBeNull();
    expect(await auditsOf(id)).toContain("shipment.file_delete");
    expect(await desk.get(`/admin/shipments/${id}/files/${fileId}`)).toHaveProperty("status", 404);
  });
});
