import { z } from "zod";

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_EMAIL: z.email().default("admin@bpe-polynesie.example"),
  SESSION_SECRET: z.string().min(16).default("change-me-in-production-please"),
  SMTP_URL: optionalUrl
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
    .default(""),
  MAIL_FROM: z.string().min(3).default("BPE Polynésie <contact@bpe-polynesie.example>"),
  BUSINESS_EMAIL: z.email().default("contact@bpe-polynesie.example"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "airwallex"]).default("sandbox"),
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
