// The shutdown's handling of connections (server/graceful-shutdown.ts), on a real HTTP server and raw sockets: the
// connections the kernel completed before SIGTERM, still waiting to be taken by a busy server, and those taken whose
// request has not been read yet, are answered, not reset (nginx sends its request right after connecting, and a reset
// POST is a 502 it does not retry); a keep-alive connection between two requests is closed at once; a connection that
// never speaks is closed after its grace.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import net from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "../../../server/graceful-shutdown.ts";

const silentLogger = { info() {}, warn() {} };
const servers: http.Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function startServer(freshGraceMs: number) {
  const app = express();
  const server = http.createServer(app);
  const shutdown = gracefulShutdown({
    servers: [server],
    deadlineMs: 10_000,
    freshGraceMs,
    stopBackground: async () => {},
    logger: silentLogger,
  });
  app.use(shutdown.closeConnectionsWhenStopping);
  app.all("/", (_req, res) => {
    res.send("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const { port } = server.address() as net.AddressInfo;
  return { server, shutdown, port };
}

/** A raw TCP connection: what it receives, and whether the server ended or reset it. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  const ended = new Promise<{ received: string; error?: string }>((resolve) => {
    socket.once("error", (error) => resolve({ received, error: (error as NodeJS.ErrnoException).code }));
    socket.once("close", () => resolve({ received }));
  });
  return { socket, ended };
}

/** Waits until the server has accepted one connection (its 'connection' event ran). */
async function accepted(server: http.Server) {
  const count = () => new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
  await expect.poll(count).toBe(1);
}

const POST = "POST / HTTP/1.1\r\nHost: shop.test\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello";

/**
 * Another process opens `count` connections to `port` when told to ("go" on its stdin) and sends a POST on each,
 * then creates `sentMarker`; it prints what each got: the status line, or the error code of a reset.
 */
function startClients(port: number, count: number, sentMarker: string) {
  const script = `
    const net = require("node:net");
    const fs = require("node:fs");
    process.stdin.once("data", () => {
      const results = [];
      let sent = 0;
      for (let i = 0; i < ${count}; i += 1) {
        const socket = net.connect(${port}, "127.0.0.1", () =>
          socket.write(${JSON.stringify(POST)}, () => {
            sent += 1;
            if (sent === ${count}) fs.writeFileSync(${JSON.stringify(sentMarker)}, "");
          }),
        );
        let received = "";
        socket.on("data", (chunk) => (received += chunk));
        socket.on("error", (error) => { received = error.code; });
        socket.on("close", () => {
          results.push(received.split("\\r\\n")[0]);
          if (results.length === ${count}) console.log(JSON.stringify(results));
        });
      }
    });
    console.log("ready");
  `;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const ready = expect.poll(() => output).toContain("ready");
  const results = new Promise<string[]>((resolve) =>
    child.once("close", () => resolve(JSON.parse(output.trim().split("\n").at(-1)!) as string[])),
  );
  return { ready, go: () => child.stdin.end("go\n"), results };
}

describe("graceful shutdown", () => {
  it("answers the connections completed while the server was busy, before it stops listening", async () => {
    const { shutdown, port } = await startServer(5_000);
    const dir = await mkdtemp(path.join(os.tmpdir(), "bpe-shutdown-"));
    const sentMarker = path.join(dir, "sent");
    const clients = startClients(port, 5, sentMarker);
    await clients.ready;
    // The server is busy (its event loop blocked) while the clients connect and send: the kernel completes their
    // connections and holds them for the server. The signal comes during that same busy stretch, once all are sent.
    clients.go();
    const busyUntil = Date.now() + 20_000;
    while (!existsSync(sentMarker) && Date.now() < busyUntil) {
      // busy: rendering, say
    }
    expect(existsSync(sentMarker)).toBe(true);
    const stopped = shutdown.shutdown("SIGTERM");
    expect(await clients.results).toEqual(Array.from({ length: 5 }, () => "HTTP/1.1 200 OK"));
    await stopped;
    await rm(dir, { recursive: true, force: true });
  });

  it("answers a request sent on a connection accepted before the signal, with Connection: close", async () => {
    const { shutdown, port } = await startServer(5_000);
    const { socket, ended } = await connect(port);
    await accepted(servers[0]!); // the server took the connection before the signal
    const stopped = shutdown.shutdown("SIGTERM");
    socket.write(POST);
    const { received, error } = await ended;
    expect(error).toBeUndefined();
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(received.toLowerCase()).toContain("connection: close");
    expect(received.endsWith("ok")).toBe(true);
    await stopped;
  });

  it("closes a keep-alive connection waiting between two requests at once", async () => {
    const { shutdown, port } = await startServer(5_000);
    const { socket, ended } = await connect(port);
    socket.write("GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    await expect.poll(() => socket.bytesRead).toBeGreaterThan(0);
    const started = Date.now();
    await shutdown.shutdown("SIGTERM");
    const { received } = await ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("closes a connection that sends nothing once its grace is over", async () => {
    const { shutdown, port } = await startServer(300);
    const { ended } = await connect(port);
    await accepted(servers[0]!);
    const started = Date.now();
    await shutdown.shutdown("SIGTERM");
    const { received } = await ended;
    expect(received).toBe("");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
