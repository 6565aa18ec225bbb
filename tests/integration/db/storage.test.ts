import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertValidKey, createLocalStorage, type Storage } from "../../../app/modules/media/storage.server.ts";

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bpe-storage-"));
  storage = createLocalStorage(path.join(root, "uploads"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("local storage", () => {
  it("writes, reads and deletes a file under the uploads directory", async () => {
    const bytes = new TextEncoder().encode("RIFF....WEBP");
    expect(await storage.put("products/abc/photo-640.webp", bytes, "image/webp")).toEqual({
      url: "/uploads/products/abc/photo-640.webp",
    });
    expect(await readdir(path.join(root, "uploads/products/abc"))).toEqual(["photo-640.webp"]);
    const file = await storage.get("products/abc/photo-640.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(Array.from(file!.bytes)).toEqual(Array.from(bytes));
    await storage.delete("products/abc/photo-640.webp");
    await storage.delete("products/abc/photo-640.webp");
    expect(await storage.get("products/abc/photo-640.webp")).toBeNull();
  });

  it("uses the public prefix it is given", async () => {
    const cdn = createLocalStorage(path.join(root, "other"), "/media/");
    expect(await cdn.put("a.pdf", new Uint8Array([1]), "application/pdf")).toEqual({ url: "/media/a.pdf" });
  });

  it("refuses keys that could leave the directory or hide a file", async () => {
    const badKeys = ["..", "../secret", "a/../../b", "/etc/passwd", "a\\b", ".env", "a//b", "", "a/./b", "x\0y"];
    for (const key of badKeys) {
      expect(() => assertValidKey(key), key).toThrow(/Invalid storage key/);
      await expect(storage.put(key, new Uint8Array([1]), "text/plain"), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(await readdir(root)).not.toContain("secret");
  });
});
