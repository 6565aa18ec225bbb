// Issue 32: a backup archive is never held whole in memory. Its download streams from the storage (S3 here, behind a
// proxy that holds back the end of the object: the first bytes must reach the administrator before the storage has
// sent the rest), the nightly backup writes it to S3 streamed from its file, and the drill restores a streamed archive.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLastDrill, runRestoreDrill } from "../../../app/modules/backup/restore-drill.server.tsx";
import { backupKey, runNightlyBackup } from "../../../app/modules/backup/scheduled-backups.server.ts";
import { openStoredFiles } from "../../../app/modules/backup/stored-files.server.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { startTestS3Server, type TestS3Server } from "../../support/s3-server.ts";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { JOB_ENV } from "../scheduler/scheduler-harness.ts";

const NOW = new Date("2026-12-03T12:30:00Z");
const NAME = "bpe-2026-12-03T12-30-00-000Z.bpe-backup.gz";
const FIRST_PART = 256 * 1024;

let app: TestApp;
let adminCookie: string;
let s3: TestS3Server;
let gate: HeldBackProxy;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
  s3 = await startTestS3Server();
  gate = await startHeldBackProxy(new URL(s3.endpoint).port);
}, 120_000);
afterAll(async () => {
  gate?.release();
  await gate?.close();
  await s3?.close();
  await app?.close();
});

describe("a backup's download", () => {
  it("streams the archive: its first bytes arrive while the storage still holds back the rest", async () => {
    const archive = randomBytes(8 * 1024 * 1024);
    s3.objects.set(backupKey(NOW), {
      bytes: archive,
      contentType: "application/gzip",
    });
    const storageUrl = s3.storageUrl.replace(`:${new URL(s3.endpoint).port}/`, `:${gate.port}/`);
    app.services.backups = {
      files: openStoredFiles({ storageUrl, dataDir: "/nonexistent" }),
      trigger: async () => null,
    };

    const response = await within(app.request(`/admin/backups/${NAME}`, { headers: { Cookie: adminCookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBe(String(archive.byteLength));
    const reader = response.body!.getReader();
    const first = await within(reader.read());
    expect(first.done).toBe(false);
    expect(gate.sentAll).toBe(false);
    const received: Buffer[] = [Buffer.from(first.value!)];
    gate.release();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      received.push(Buffer.from(chunk.value));
    expect(Buffer.concat(received).equals(archive)).toBe(true);
  }, 60_000);
});

describe("the nightly backup and the drill on S3", () => {
  it("writes the archive to S3 from its file and restores it streamed back", async () => {
    const files = openStoredFiles({ storageUrl: s3.storageUrl, dataDir: "/nonexistent" });
    await files.storage.put("media/photo.png", Uint8Array.from([1, 2, 3]), "image/png");
    const later = new Date("2026-12-04T12:30:00Z");
    const written = await runNightlyBackup({ db: app.database.db, kind: app.database.kind, files, now: later });
    expect(s3.objects.get(backupKey(later))!.bytes.byteLength).toBe(written.bytes);
    const outcome = await runRestoreDrill({ db: app.database.db, env: JOB_ENV, files, now: later });
    expect(outcome).toMatchObject({ ok: true, backup: "bpe-2026-12-04T12-30-00-000Z.bpe-backup.gz", files: 1 });
    expect(await readLastDrill(files)).toEqual(outcome);
    expect(s3.requests).toContain(`GET /${s3.bucket}/${backupKey(later)}`);
  }, 120_000);
});

/** Fails instead of waiting for ever: a route that buffers the archive would never answer while the proxy holds. */
function within<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

type HeldBackProxy = { port: string; sentAll: boolean; release(): void; close(): Promise<void> };

/** Forwards each request to the S3 server; of a large answer it sends the first part, the rest once released. */
async function startHeldBackProxy(targetPort: string): Promise<HeldBackProxy> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { sentAll: false };
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", async () => {
          const body = Buffer.concat(chunks);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (body.byteLength <= FIRST_PART) return res.end(body);
          res.write(body.subarray(0, FIRST_PART));
          await released;
          state.sentAll = true;
          res.end(body.subarray(FIRST_PART));
        });
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: String((server.address() as AddressInfo).port),
    get sentAll() {
      return state.sentAll;
    },
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
