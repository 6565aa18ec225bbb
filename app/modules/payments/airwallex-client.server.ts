// HTTP client for the Airwallex API (reference/airwallex.md §2, §6): bearer token from /authentication/login cached
// until shortly before `expires_at`, one new login on a 401, errors parsed into PaymentProviderError.
import { PaymentProviderError } from "./provider.ts";

/** Pinned so the account's default version cannot change the payloads under us (reference §1). */
export const AIRWALLEX_API_VERSION = "2025-06-30";
/** Log in again this long before the token expires (the official plugin uses 10 s; a minute leaves room for slow calls). */
const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

export type AirwallexClientOptions = {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
};

export type AirwallexClient = {
  request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T>;
};

/** "2026-05-12T00:00:00+0000" → ms. The offset has no colon, which some parsers refuse (reference §2). */
export function parseAirwallexTime(value: string): number {
  const normalised = value.trim().replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const ms = Date.parse(normalised);
  if (Number.isNaN(ms)) throw new Error(`unreadable Airwallex time: ${value}`);
  return ms;
}

type ErrorBody = { code?: unknown; message?: unknown; source?: unknown; trace_id?: unknown };

async function toProviderError(response: Response, what: string): Promise<PaymentProviderError> {
  const text = await response.text().catch(() => "");
  let body: ErrorBody = {};
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  const code = typeof body.code === "string" ? body.code : `http_${response.status}`;
  const message = typeof body.message === "string" ? body.message : response.statusText || "no message";
  const source = typeof body.source === "string" ? ` (${body.source})` : "";
  const trace = typeof body.trace_id === "string" ? ` [trace ${body.trace_id}]` : "";
  return new PaymentProviderError(`Airwallex ${what} failed: ${response.status} ${code}: ${message}${source}${trace}`, {
    status: response.status,
    code,
  });
}

export function createAirwallexClient(options: AirwallexClientOptions): AirwallexClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, "");
  let token: { value: string; refreshAt: number } | null = null;
  let pendingLogin: Promise<string> | null = null;

  async function login(): Promise<string> {
    const response = await doFetch(`${base}/api/v1/authentication/login`, {
      method: "POST",
      headers: {
        "x-client-id": options.clientId,
        "x-api-key": options.apiKey,
        "x-api-version": AIRWALLEX_API_VERSION,
        "content-type": "application/json",
      },
      body: "{}",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw await toProviderError(response, "login");
    const body = (await response.json()) as { token?: unknown; expires_at?: unknown };
    if (typeof body.token !== "string" || typeof body.expires_at !== "string") {
      throw new PaymentProviderError("Airwallex login answered without token or expires_at", {
        status: 502,
        code: "bad_response",
      });
    }
    token = { value: body.token, refreshAt: parseAirwallexTime(body.expires_at) - TOKEN_MARGIN_MS };
    return body.token;
  }

  async function getToken(): Promise<string> {
    if (token && now() < token.refreshAt) return token.value;
    // Concurrent requests share one login instead of each calling the rate-limited endpoint.
    pendingLogin ??= login().finally(() => (pendingLogin = null));
    return pendingLogin;
  }

  async function send(method: string, path: string, body: unknown, bearer: string): Promise<Response> {
    return doFetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        "x-api-version": AIRWALLEX_API_VERSION,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  return {
    async request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
      let response = await send(method, path, body, await getToken());
      if (response.status === 401) {
        // The token was revoked or expired early: log in once more, then give up.
        token = null;
        response = await send(method, path, body, await getToken());
      }
      if (!response.ok) throw await toProviderError(response, `${method} ${path.split("?")[0]}`);
      return (await response.json()) as T;
    },
  };
}
