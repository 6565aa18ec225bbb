// The customs documents off the request thread and drawn once (issue 30 item 5): drawn by the PDF worker pool, all
// of a shipment asked at once, each kept in the storage under the hash of what it shows; the same documents again
// are read, not drawn; a change of the shipment draws new ones; an order outside the shipment draws nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closePdfPool, configurePdfPool } from "../../../app/modules/documents/pdf/pdf-pool.server.ts";
import { defaultPdfWorkers } from "../../../app/modules/documents/pdf/pdf-workers.ts";
import { createLocalStorage, type Storage } from "../../../app/modules/media/storage.server.ts";
import { isCustomsError } from "../../../app/modules/shipments/customs-error.ts";
import {
  customsDocumentBytes,
  customsDocumentFiles,
  customsDocumentKey,
  customsDocumentRequests,
} from "../../../app/modules/shipments/customs-documents-store.server.ts";
import { readPdf } from "../documents/pdf-text.ts";
import { customsConsignee, customsShipment } from "./customs-fixture.ts";

const CRASHING_WORKER = path.resolve(import.meta.dirname, "../../fixtures/pdf-pool/crashing-worker.ts");

let dir: string;
let storage: Storage;
let puts: string[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "customs-store-"));
  const local = createLocalStorage(dir);
  puts = [];
  storage = {
    ...local,
    get: (key) => local.get(key),
    delete: (key) => local.delete(key),
    put: async (key, bytes, type) => {
      puts.push(key);
      return local.put(key, bytes, type);
    },
  };
});
afterEach(async () => {
  await closePdfPool();
  configurePdfPool({ workers: defaultPdfWorkers() });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("customs documents drawn once, by the PDF workers", () => {
  it(
    "draws each document of the shipment once, reads it back after, and draws anew when the shipment changes",
    {
      timeout: 240_000,
    },
    async () => {
      configurePdfPool({ workers: 2 });
      const shipment = customsShipment({ consignees: [1, 2, 3].map((n) => customsConsignee(n)) });
      const requests = customsDocumentRequests(shipment);
      expect(requests).toHaveLength(7);

      const first = await customsDocumentFiles(storage, requests);
      expect(puts).toHaveLength(7);
      expect(new Set(puts).size).toBe(7);
      for (const key of puts) expect(key).toMatch(/^private\/customs-documents\/[0-9a-f]{64}\.pdf$/);
      expect(first.map((file) => file.filename)).toContain("facture-commerciale-EXP-2026-007-00000002.pdf");
      const invoice = await readPdf(first[2]!.bytes);
      expect(invoice.text).toContain("FACTURE COMMERCIALE");
      expect(invoice.text).toContain("Fare Ō SARL 2");

      const again = await customsDocumentFiles(storage, requests);
      expect(puts).toHaveLength(7);
      again.forEach((file, i) => expect(Buffer.from(file.bytes).equals(Buffer.from(first[i]!.bytes))).toBe(true));

      const moved = { ...shipment, vessel: "Southern Lily" };
      const changed = customsDocumentRequests(moved, [shipment.consignees[0]!.orderId], false);
      expect(customsDocumentKey(changed[0]!)).not.toBe(customsDocumentKey(requests[0]!));
      const redrawn = await customsDocumentFiles(storage, changed);
      expect(puts).toHaveLength(9);
      expect((await readPdf(redrawn[0]!.bytes)).text).toContain("Southern Lily");
    },
  );

  it("draws in the worker pool: a crashing worker fails the document with PDF_FAILED and keeps nothing", async () => {
    configurePdfPool({ workers: 1, workerFile: CRASHING_WORKER });
    const shipment = customsShipment({ consignees: [customsConsignee(4)] });
    const before = puts.length;
    const failed = await customsDocumentBytes(storage, {
      kind: "commercial_invoice",
      shipment,
      orderId: shipment.consignees[0]!.orderId,
    }).catch((caught: unknown) => caught);
    expect(isCustomsError(failed, "PDF_FAILED")).toBe(true);
    const outside = await customsDocumentBytes(storage, {
      kind: "packing_list",
      shipment,
      orderId: "00000009-1111-4111-8111-111111111111",
    }).catch((caught: unknown) => caught);
    expect(isCustomsError(outside, "CONSIGNEE_NOT_FOUND")).toBe(true);
    expect(puts).toHaveLength(before);
  });
});
