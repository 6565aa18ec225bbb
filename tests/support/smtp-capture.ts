import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { getFreePort } from "./free-port.ts";

export type CapturedMail = ParsedMail & { file: string };

export type SmtpCapture = {
  url: string;
  port: number;
  dir: string;
  /** SMTP connections opened to this server so far. */
  readonly connections: number;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and writes it to `dir` as an .eml file,
 * so tests in other processes can read what the application sent.
 */
export async function startSmtpCapture(dir: string, port?: number): Promise<SmtpCapture> {
  await mkdir(dir, { recursive: true });
  const listenPort = port ?? (await getFreePort());
  let count = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Clients keep pooled connections open: on close, end them after a moment rather than smtp-server's 30 s.
    closeTimeout: 200,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, "0")}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    port: listenPort,
    dir,
    get connections() {
      return connections;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every message captured so far, oldest first. */
export async function readCapturedMail(dir: string): Promise<CapturedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => Object.assign(await simpleParser(await readFile(path.join(dir, file))), { file })),
  );
}
