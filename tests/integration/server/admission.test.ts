// Admission to the router (server/admission.ts), on a real HTTP server: beyond `concurrency` requests at once the
// others wait in arrival order, a visitor who leaves gives up the place, and past `maxWaiting` a request is refused
// at once with 503 and Retry-After, in French.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { outsideAdmission } from "../../../app/modules/routing/admission-slot.ts";
import { admission } from "../../../server/admission.ts";

type Gate = { started: string[]; open: (name: string) => void; url: string; close: () => Promise<void> };

/** A server whose requests `/<name>` each wait until the test opens them. */
async function gatedServer(
  concurrency: number,
  maxWaiting: number,
): Promise<Gate & { gate: ReturnType<typeof admission> }> {
  const gate = admission({ concurrency, maxWaiting });
  const started: string[] = [];
  const waiting = new Map<string, () => void>();
  const app = express();
  app.use(gate);
  // `/aside/<name>` waits for the test outside its place (as a PDF drawn by a worker does), then for the test again.
  app.get("/aside/:name", async (req, res) => {
    started.push(req.params.name);
    await outsideAdmission(() => new Promise<void>((resolve) => waiting.set(req.params.name, resolve)));
    started.push(`${req.params.name} back`);
    waiting.set(req.params.name, () => res.send(`done ${req.params.name}`));
  });
  app.get("/:name", (req, res) => {
    started.push(req.params.name);
    waiting.set(req.params.name, () => res.send(`done ${req.params.name}`));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gate,
    started,
    url,
    open: (name) => waiting.get(name)!(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

let server: Awaited<ReturnType<typeof gatedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("admission", () => {
  it("serves a few requests at once and the others in their order of arrival", async () => {
    server = await gatedServer(2, 10);
    const answers = ["a", "b", "c", "d"].map((name) => fetch(`${server!.url}/${name}`).then((r) => r.text()));
    await until(() => server!.started.length === 2 && server!.gate.waiting === 2);
    expect(server.started).toEqual(["a", "b"]);
    server.open("b");
    await until(() => server!.started.length === 3);
    expect(server.started).toEqual(["a", "b", "c"]);
    server.open("a");
    await until(() => server!.started.length === 4);
    server.open("c");
    server.open("d");
    expect(await Promise.all(answers)).toEqual(["done a", "done b", "done c", "done d"]);
    expect(server.gate.running).toBe(0);
  });

  it("gives the place of a visitor who left to the next one", async () => {
    server = await gatedServer(1, 10);
    const first = fetch(`${server.url}/first`);
    await until(() => server!.started.length === 1);
    const leaving = new AbortController();
    const left = fetch(`${server.url}/left`, { signal: leaving.signal }).catch((error: Error) => error.name);
    await until(() => server!.gate.waiting === 1);
    const next = fetch(`${server.url}/next`);
    await until(() => server!.gate.waiting === 2);
    leaving.abort();
    expect(await left).toBe("AbortError");
    await until(() => server!.gate.waiting === 1);
    server.open("first");
    await first;
    await until(() => server!.started.length === 2);
    expect(server.started).toEqual(["first", "next"]);
    server.open("next");
    expect(await (await next).text()).toBe("done next");
  });

  it("lets a request that waits for another thread give its place, and take one back before those waiting", async () => {
    server = await gatedServer(1, 10);
    const drawn = fetch(`${server.url}/aside/pdf`).then((r) => r.text());
    await until(() => server!.started.length === 1);
    const login = fetch(`${server.url}/login`).then((r) => r.text());
    await until(() => server!.started.length === 2);
    expect(server.started).toEqual(["pdf", "login"]);
    const later = fetch(`${server.url}/later`).then((r) => r.text());
    await until(() => server!.gate.waiting === 1);
    server.open("pdf");
    await until(() => server!.gate.waiting === 2);
    server.open("login");
    await until(() => server!.started.length === 3);
    expect(server.started).toEqual(["pdf", "login", "pdf back"]);
    server.open("pdf");
    await until(() => server!.started.length === 4);
    server.open("later");
    expect(await Promise.all([drawn, login, later])).toEqual(["done pdf", "done login", "done later"]);
    expect(server.gate.running).toBe(0);
  });

  it("refuses at once, with 503 and Retry-After, when too many are waiting", async () => {
    server = await gatedServer(1, 1);
    const first = fetch(`${server.url}/first`);
    await until(() => server!.started.length === 1);
    const second = fetch(`${server.url}/second`);
    await until(() => server!.gate.waiting === 1);
    const refused = await fetch(`${server.url}/third`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.text()).toContain("Le site est très sollicité");
    expect(server.started).toEqual(["first"]);
    server.open("first");
    await first;
    await until(() => server!.started.length === 2);
    server.open("second");
    expect((await second).status).toBe(200);
  });
});
