import { isIP } from "node:net";
import { z } from "zod";
import { isPrivateAddress } from "./private-address.ts";
import { defaultPdfWorkers } from "../documents/pdf/pdf-workers.ts";
import { sessionSecretWeakness } from "./session-secret-strength.ts";

/** The public development value of SESSION_SECRET: anyone can read it here, so no public server may use it. */
export const DEFAULT_SESSION_SECRET = "change-me-in-production-please";

/** Express's names for address ranges, besides addresses and CIDR subnets (https://expressjs.com/en/guide/behind-proxies.html). */
const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

/** Every setting of the application, read from the environment once at start. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Default `http://localhost:$PORT` (parseEnv), so a quick start on another port links to itself. */
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres://")
    .default(""),
  /**
   * Where uploaded files live: empty for DATA_DIR/uploads on this machine, or S3-compatible storage
   * `s3://KEY:SECRET@host[:port]/bucket[/folder]?region=…` (`s3+http://` without TLS) when several servers share them.
   */
  STORAGE_URL: z
    .string()
    .trim()
    .default("")
    .refine(
      (v) => v === "" || /^s3(\+http)?:\/\/[^:@/]+:[^@/]+@[^/]+\/[^/?]+/.test(v),
      "must be empty or s3://ACCESS_KEY_ID:SECRET@host[:port]/bucket[/folder]?region=… (s3+http:// without TLS)",
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_EMAIL: z.email().default("admin@bpe-polynesie.example"),
  SESSION_SECRET: z.string().min(16).default(DEFAULT_SESSION_SECRET),
  SMTP_URL: optionalUrl
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
    .default(""),
  MAIL_FROM: z.string().min(3).default("BPE Polynésie <contact@bpe-polynesie.example>"),
  BUSINESS_EMAIL: z.email().default("contact@bpe-polynesie.example"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "airwallex"]).default("sandbox"),
  /** "1" lets a server on a public address use the sandbox provider (anyone can then mark an order paid). */
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(["0", "1", ""])
    .default("0")
    .transform((v) => v === "1"),
  /**
   * The proxies whose X-Forwarded-For is believed (Express `trust proxy`): addresses, CIDR subnets or loopback,
   * linklocal, uniquelocal, comma-separated. Empty (default): the connection's own address is the visitor's.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isProxyEntry),
      "must list addresses, CIDR subnets or loopback/linklocal/uniquelocal, comma-separated",
    ),
  /**
   * /metrics (Prometheus' text format) on its own listener, METRICS_HOST:METRICS_PORT; empty METRICS_PORT: none.
   * METRICS_HOST must be an address of this machine or of a private network (docs/decisions/014-metrics-listener.md).
   */
  METRICS_PORT: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || (/^\d{1,5}$/.test(v) && Number(v) <= 65535), "must be empty or a port number")
    .transform((v) => (v === "" ? undefined : Number(v))),
  METRICS_HOST: z
    .string()
    .trim()
    .default("127.0.0.1")
    .refine(
      isPrivateAddress,
      "must be an IP address of this machine or of a private network (e.g. 127.0.0.1, 10.0.0.5)",
    ),
  /** On SIGTERM, requests in flight get this long to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /** Unfinished requests one client address may hold at once (server/unfinished-per-address.ts); past it, 429. */
  MAX_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(8),
  /**
   * After a catalogue or settings write, how long a kept page of the previous version is still served while it is
   * rendered again in the background (modules/page-cache/page-refresher.server.ts); 0 renders it for the visitor.
   */
  PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Worker threads that draw PDFs (app/modules/documents/pdf/pdf-pool.server.ts); default one fewer than the cores. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(64).default(defaultPdfWorkers()),
  AIRWALLEX_BASE_URL: z.url().default("https://api-demo.airwallex.com"),
  AIRWALLEX_CLIENT_ID: z.string().default(""),
  AIRWALLEX_API_KEY: z.string().default(""),
  AIRWALLEX_WEBHOOK_SECRET: z.string().default(""),
  // Obviously a demonstration until the real identity is set: never a plausible registration number.
  COMPANY_NAME: z.string().min(1).default("Société de démonstration BPE"),
  COMPANY_BRN: z.string().min(1).default("DÉMO – numéro fictif"),
  COMPANY_ADDRESS: z.string().min(1).default("Adresse de démonstration, Hong Kong"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, "must be a phone number such as +689 87 00 00 00")
    .default("+689 87 00 00 00"),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Parses the environment; on a bad value throws an error whose message names each variable,
 * so the server stops at start rather than misbehaving later.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const port = EnvSchema.shape.PORT.safeParse(source.PORT);
  const publicUrl = source.PUBLIC_URL?.trim() || (port.success ? `http://localhost:${port.data}` : undefined);
  const result = EnvSchema.safeParse({ ...source, PUBLIC_URL: publicUrl });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

/** True when `publicUrl` names this machine: the quick start, tests and benches, never a visitor. */
export function isLocalUrl(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

export type DeploymentCheck = {
  /** Settings a server on a public address must not start with. */
  errors: string[];
  /** The same settings on this machine: allowed, said in the log. */
  warnings: string[];
};

/**
 * Unsafe settings (issue 12 item 5): a weak SESSION_SECRET, such as the public default (it signs sessions and derives
 * the sandbox webhook secret; session-secret-strength.ts, issue 28 item 7) and the sandbox provider (anyone can mark an order paid on /sandbox-pay). Refused when PUBLIC_URL is
 * not a local address, unless ALLOW_SANDBOX_PAYMENTS=1 for the sandbox; only warned about on this machine.
 */
export function checkDeploymentSafety(env: Env): DeploymentCheck {
  const problems: string[] = [];
  const weakSecret = sessionSecretWeakness(env.SESSION_SECRET, DEFAULT_SESSION_SECRET);
  if (weakSecret) problems.push(weakSecret);
  const isSandboxRefused = env.PAYMENT_PROVIDER === "sandbox" && !env.ALLOW_SANDBOX_PAYMENTS;
  if (isSandboxRefused) {
    problems.push(
      "PAYMENT_PROVIDER=sandbox lets anyone mark an order paid: set PAYMENT_PROVIDER=airwallex, or ALLOW_SANDBOX_PAYMENTS=1 for a test site",
    );
  }
  if (isLocalUrl(env.PUBLIC_URL)) {
    if (env.PAYMENT_PROVIDER === "sandbox" && !isSandboxRefused)
      problems.push("payments are simulated (PAYMENT_PROVIDER=sandbox)");
    return { errors: [], warnings: problems };
  }
  const warnings =
    env.PAYMENT_PROVIDER === "sandbox" && !isSandboxRefused
      ? ["payments are simulated on a public address (ALLOW_SANDBOX_PAYMENTS=1)"]
      : [];
  return {
    errors: problems.map((problem) => `${problem} (PUBLIC_URL ${env.PUBLIC_URL} is not a local address)`),
    warnings,
  };
}

/** The few settings the browser may see. Nothing secret goes here. */
export function getPublicEnv(env: Env) {
  return {
    whatsappNumber: env.WHATSAPP_NUMBER,
    companyName: env.COMPANY_NAME,
    companyBrn: env.COMPANY_BRN,
    companyAddress: env.COMPANY_ADDRESS,
    paymentProvider: env.PAYMENT_PROVIDER,
  };
}
export type PublicEnv = ReturnType<typeof getPublicEnv>;
