// What every Storage implementation must do (app/modules/media/storage.server.ts), run against each of them.
import { describe, expect, it } from "vitest";
import { assertValidKey, type Storage } from "../../../app/modules/media/storage.server.ts";

export function describeStorageContract(name: string, getStorage: () => Storage, publicPrefix = "/uploads"): void {
  describe(`${name}: the storage contract`, () => {
    it("writes, reads and deletes a file, and deleting twice is no error", async () => {
      const storage = getStorage();
      const bytes = new TextEncoder().encode("RIFF....WEBP");
      expect(await storage.put("products/abc/photo-640.webp", bytes, "image/webp")).toEqual({
        url: `${publicPrefix}/products/abc/photo-640.webp`,
      });
      const file = await storage.get("products/abc/photo-640.webp");
      expect(file?.contentType).toBe("image/webp");
      expect(Array.from(file!.bytes)).toEqual(Array.from(bytes));
      await storage.delete("products/abc/photo-640.webp");
      await storage.delete("products/abc/photo-640.webp");
      expect(await storage.get("products/abc/photo-640.webp")).toBeNull();
    });

    it("overwrites a file, keeps binary bytes intact and answers null for a missing one", async () => {
      const storage = getStorage();
      const binary = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 256);
      await storage.put("videos/clip.mp4", new Uint8Array([1, 2, 3]), "video/mp4");
      await storage.put("videos/clip.mp4", binary, "video/mp4");
      const file = await storage.get("videos/clip.mp4");
      expect(file?.contentType).toBe("video/mp4");
      expect(Buffer.from(file!.bytes).equals(Buffer.from(binary))).toBe(true);
      expect(await storage.get("videos/missing.mp4")).toBeNull();
    });

    it("refuses keys that could leave the directory or hide a file", async () => {
      const storage = getStorage();
      const badKeys = ["..", "../secret", "a/../../b", "/etc/passwd", "a\\b", ".env", "a//b", "", "a/./b", "x\0y"];
      for (const key of badKeys) {
        expect(() => assertValidKey(key), key).toThrow(/Invalid storage key/);
        await expect(storage.put(key, new Uint8Array([1]), "text/plain"), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}
