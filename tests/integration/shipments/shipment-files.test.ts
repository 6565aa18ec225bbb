// A shipment's files (issue 30 item 2) through the app: the administrator uploads the bill of lading and opens it;
// a wrong type is refused with its message and nothing stored; a visitor gets neither the file nor its storage key's
// public address.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, shipmentFiles } from "../../../app/db/schema/index.ts";
import type { DeskApp } from "../admin/documents-desk-app.ts";
import { startDeskAppForFile } from "../portal/portal-app.ts";
import { createPlannedShipment } from "./shipment-factories.ts";
import { PUBLIC_URL } from "../../support/test-app.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const newShipment = (reference: string) => createPlannedShipment(desk.app.database.db, reference);

function upload(id: string, kind: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("intent", "upload-file");
  form.set("kind", kind);
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  return desk.app.request(`/admin/shipments/${id}`, {
    method: "POST",
    body: form,
    headers: { Accept: "text/html", Cookie: desk.cookie, Origin: PUBLIC_URL },
  });
}

describe("a shipment's files", () => {
  it("stores the bill of lading privately, audited, and serves it to the administrator only", async () => {
    const { id } = await newShipment("EXP-FILES-1");
    const saved = await upload(id, "transport_document", PDF, "BL MSKU1234565.pdf");
    expect(saved.status).toBe(302);
    const [row] = await desk.app.database.db.select().from(shipmentFiles).where(eq(shipmentFiles.shipmentId, id));
    expect(row).toMatchObject({
      kind: "transport_document",
      contentType: "application/pdf",
      fileName: "BL MSKU1234565.pdf",
    });
    expect(row!.storageKey.startsWith(`private/shipments/${id}/`)).toBe(true);
    const audits = await desk.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((audit) => audit.action)).toContain("shipment.file_add");

    const opened = await desk.get(`/admin/shipments/${id}/files/${row!.id}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF);

    const anonymous = await desk.app.request(`/admin/shipments/${id}/files/${row!.id}`);
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    expect(await desk.get(`/admin/shipments/${id}/files/00000000-0000-4000-8000-000000000000`)).toHaveProperty(
      "status",
      404,
    );
  });

  it("refuses a photo that is not an image, and stores nothing", async () => {
    const { id } = await newShipment("EXP-FILES-2");
    const refused = await upload(id, "loading_photo", PDF, "photo.jpg");
    expect(refused.status).toBe(302);
    expect(await desk.app.database.db.select().from(shipmentFiles).where(eq(shipmentFiles.shipmentId, id))).toEqual([]);
  });
});
