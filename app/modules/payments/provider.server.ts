// Picks the payment provider from PAYMENT_PROVIDER (DESIGN.md "Payments"); everything else only sees PaymentProvider.
import type { DbExecutor } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";
import { createAirwallexProvider } from "./airwallex-provider.server.ts";
import type { PaymentProvider, ProviderName } from "./provider.ts";
import { createSandboxProvider } from "./sandbox-provider.server.ts";

export type PaymentProviderEnv = Pick<
  Env,
  | "PAYMENT_PROVIDER"
  | "PUBLIC_URL"
  | "SESSION_SECRET"
  | "AIRWALLEX_BASE_URL"
  | "AIRWALLEX_CLIENT_ID"
  | "AIRWALLEX_API_KEY"
  | "AIRWALLEX_WEBHOOK_SECRET"
>;

export type PaymentProviderDeps = { db: DbExecutor; fetch?: typeof fetch; now?: () => number };

const cache = new WeakMap<object, PaymentProvider>();

/**
 * The configured provider, or the one a webhook route names. The Airwallex one is kept per env object so its token
 * cache survives requests.
 */
export function createPaymentProvider(
  env: PaymentProviderEnv,
  deps: PaymentProviderDeps,
  name: ProviderName = env.PAYMENT_PROVIDER,
): PaymentProvider {
  if (name === "airwallex") {
    const cached = deps.fetch || deps.now ? undefined : cache.get(env);
    if (cached) return cached;
    const provider = createAirwallexProvider({
      baseUrl: env.AIRWALLEX_BASE_URL,
      clientId: env.AIRWALLEX_CLIENT_ID,
      apiKey: env.AIRWALLEX_API_KEY,
      webhookSecret: env.AIRWALLEX_WEBHOOK_SECRET,
      fetch: deps.fetch,
      now: deps.now,
    });
    if (!deps.fetch && !deps.now) cache.set(env, provider);
    return provider;
  }
  return createSandboxProvider({
    sessionSecret: env.SESSION_SECRET,
    publicUrl: env.PUBLIC_URL,
    db: deps.db,
    now: deps.now,
  });
}
