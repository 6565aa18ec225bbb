// The shipped nginx site (deploy/nginx/bpe-shop.conf) run on this machine for a test: the same file with only what
// names this machine changed (ports, certificate paths; IPv6 listeners dropped, the machine may have none), a
// self-signed certificate for 127.0.0.1, and a main configuration of the test's own (its temp folder for pid, logs
// and buffers). Each change must match the shipped file, so the test breaks rather than silently test another one.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { getFreePort } from "./free-port.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
export const SHIPPED_SITE = path.join(ROOT, "deploy/nginx/bpe-shop.conf");
export const NGINX = "/usr/sbin/nginx";

export type NginxProxy = {
  url: string;
  httpsPort: number;
  httpPort: number;
  ca: Buffer;
  /** nginx's error log so far (warnings and errors: an upstream that reset or timed out). */
  errors(): Promise<string>;
  stop(): Promise<void>;
};

/** A certificate and key for 127.0.0.1, valid one day. */
export async function selfSignedCertificate(dir: string): Promise<{ cert: string; key: string }> {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  await run("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
  ]);
  return { cert, key };
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const count = text.match(new RegExp(pattern.source, "gm"))?.length ?? 0;
  if (count === 0) throw new Error(`the shipped nginx site no longer has ${pattern}`);
  return text.replace(new RegExp(pattern.source, "gm"), replacement);
}

/** Writes the test's nginx.conf (with the adapted site) in `dir`; returns its path. */
export async function writeNginxConfig(options: {
  dir: string;
  appPorts: [number, number];
  httpPort: number;
  httpsPort: number;
  cert: { cert: string; key: string };
}): Promise<string> {
  const { dir, appPorts, httpPort, httpsPort, cert } = options;
  let site = await readFile(SHIPPED_SITE, "utf8");
  site = replaceOnce(site, /^\s*listen \[::\]:.*$/, "");
  site = replaceOnce(site, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  site = replaceOnce(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = replaceOnce(site, /server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${appPorts[0]} `);
  site = replaceOnce(site, /server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${appPorts[1]} `);
  site = replaceOnce(site, /ssl_certificate \/etc\/letsencrypt\/\S+;/, `ssl_certificate ${cert.cert};`);
  site = replaceOnce(site, /ssl_certificate_key \/etc\/letsencrypt\/\S+;/, `ssl_certificate_key ${cert.key};`);
  await writeFile(path.join(dir, "bpe-shop.conf"), site);
  // As root (CI), workers would become www-data, who cannot enter the test's private folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const main = `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/bpe-shop.conf;
}
`;
  const file = path.join(dir, "nginx.conf");
  await writeFile(file, main);
  return file;
}

/** `nginx -t` on a configuration: resolves with its output, rejects with it when the check fails. */
export async function checkNginxConfig(configFile: string, dir: string): Promise<string> {
  const { stdout, stderr } = await run(NGINX, ["-t", "-e", path.join(dir, "error.log"), "-p", dir, "-c", configFile]);
  return `${stdout}${stderr}`;
}

function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited: ${log()}`));
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        if (Date.now() > deadline) reject(new Error(`nginx did not listen: ${log()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Two free ports for nginx (http, https), to be known before the app servers start (their PUBLIC_URL). */
export async function nginxPorts(): Promise<{ httpPort: number; httpsPort: number }> {
  return { httpPort: await getFreePort(), httpsPort: await getFreePort() };
}

export async function startNginxProxy(
  dir: string,
  { appPorts, httpPort, httpsPort }: { appPorts: [number, number]; httpPort: number; httpsPort: number },
): Promise<NginxProxy> {
  const cert = await selfSignedCertificate(dir);
  const configFile = await writeNginxConfig({ dir, appPorts, httpPort, httpsPort, cert });
  await checkNginxConfig(configFile, dir);
  let log = "";
  const child = spawn(NGINX, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", configFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  await waitForPort(httpsPort, child, () => log);
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    httpsPort,
    httpPort,
    ca: await readFile(cert.cert),
    async errors() {
      return readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
    },
    async stop() {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
