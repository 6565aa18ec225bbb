// A fake of the Airwallex API, written from /work/shared/reference/airwallex.md §8 (not from our provider code):
// login with expiring tokens on an injectable clock, payment intents (create with request_id idempotency, retrieve,
// list by merchant_order_id), the error shape {code, message, source?, trace_id}, and signed webhooks.
// The real provider runs against it unchanged; only AIRWALLEX_BASE_URL points here.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeIntent = {
  id: string;
  request_id: string;
  amount: number;
  currency: string;
  merchant_order_id: string;
  status: string;
  return_url?: string;
  metadata?: Record<string, string>;
  descriptor?: string;
  client_secret: string;
  created_at: string;
  updated_at: string;
};

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown };

export type FakeAirwallexOptions = {
  clientId?: string;
  apiKey?: string;
  webhookSecret?: string;
  /** Token lifetime (reference §2: 30 minutes). */
  tokenTtlMs?: number;
  /** Currencies accepted by create; XPF is not confirmed by the reference, so it is off by default. */
  currencies?: string[];
};

const DECIMALS: Record<string, number> = { USD: 2, EUR: 2, HKD: 2, AUD: 2, JPY: 0, KRW: 0, XPF: 0 };

/** "2026-05-12T00:00:00+0000": Airwallex's offset has no colon (reference §2). */
export function airwallexTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");
}

export async function startFakeAirwallex(options: FakeAirwallexOptions = {}) {
  const clientId = options.clientId ?? "fake-client-id";
  const apiKey = options.apiKey ?? "fake-api-key";
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(12).toString("hex")}`;
  const tokenTtlMs = options.tokenTtlMs ?? 30 * 60_000;
  const currencies = new Set(options.currencies ?? ["USD", "EUR", "HKD"]);
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  const tokens = new Map<string, number>();
  const intents = new Map<string, FakeIntent>();
  const refunds: Array<{
    id: string;
    request_id: string;
    payment_intent_id: string;
    amount: number;
    currency: string;
    reason?: string;
    status: string;
    created_at: string;
    updated_at: string;
  }> = [];
  const requests: RecordedRequest[] = [];
  const queuedFailures: Array<{ status: number; body: unknown }> = [];
  let loginCount = 0;

  const error = (res: ServerResponse, status: number, code: string, message: string, source?: string) =>
    json(res, status, { code, message, ...(source ? { source } : {}), trace_id: randomUUID() });

  function authorised(req: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && expiresAt > now();
  }

  function createIntent(body: Record<string, unknown>, res: ServerResponse) {
    for (const field of ["request_id", "amount", "currency", "merchant_order_id"]) {
      if (body[field] === undefined || body[field] === "")
        return error(res, 400, "validation_error", `${field} must be provided`, field);
    }
    const requestId = String(body.request_id);
    const merchantOrderId = String(body.merchant_order_id);
    if (requestId.length > 64)
      return error(res, 400, "validation_error", "request_id must be at most 64 characters", "request_id");
    if (merchantOrderId.length > 64)
      return error(
        res,
        400,
        "validation_error",
        "merchant_order_id must be at most 64 characters",
        "merchant_order_id",
      );
    if ([...intents.values()].some((intent) => intent.request_id === requestId)) {
      return error(res, 400, "duplicate_request", `request_id ${requestId} has been used`);
    }
    const currency = String(body.currency);
    if (!currencies.has(currency))
      return error(res, 400, "currency_not_supported", `${currency} is not supported`, "currency");
    const amount = body.amount;
    const decimals = DECIMALS[currency] ?? 2;
    // Assumption flagged in the reference (§8.5): more decimals than the currency has is refused.
    if (
      typeof amount !== "number" ||
      amount <= 0 ||
      Math.round(amount * 10 ** decimals) !== Number((amount * 10 ** decimals).toFixed(6))
    ) {
      return error(res, 400, "validation_error", `amount ${String(amount)} is not valid for ${currency}`, "amount");
    }
    const at = airwallexTime(now());
    const intent: FakeIntent = {
      id: `int_${randomBytes(10).toString("hex")}`,
      request_id: requestId,
      amount,
      currency,
      merchant_order_id: merchantOrderId,
      status: "REQUIRES_PAYMENT_METHOD",
      return_url: typeof body.return_url === "string" ? body.return_url : undefined,
      metadata: body.metadata as Record<string, string> | undefined,
      descriptor: typeof body.descriptor === "string" ? body.descriptor : undefined,
      client_secret: `cs_${randomBytes(16).toString("hex")}`,
      created_at: at,
      updated_at: at,
    };
    intents.set(intent.id, intent);
    return json(res, 201, intent);
  }

  /** POST /api/v1/pa/refunds/create: a succeeded intent, at most its amount, request_id unique (reference §5, §6). */
  function createRefund(body: Record<string, unknown>, res: ServerResponse) {
    const requestId = typeof body.request_id === "string" ? body.request_id : "";
    if (!requestId || requestId.length > 64)
      return error(res, 400, "validation_error", "request_id must be provided", "request_id");
    if (refunds.some((refund) => refund.request_id === requestId))
      return error(res, 400, "duplicate_request", `request_id ${requestId} has been used`);
    const intent = intents.get(String(body.payment_intent_id ?? ""));
    if (!intent) return error(res, 404, "resource_not_found", "The requested resource was not found");
    if (intent.status !== "SUCCEEDED")
      return error(res, 400, "invalid_status_for_operation", "The payment intent is not succeeded");
    const amount = typeof body.amount === "number" ? body.amount : intent.amount;
    if (amount <= 0 || amount > intent.amount)
      return error(res, 400, "validation_error", "amount is above the payment's amount", "amount");
    const at = airwallexTime(now());
    const refund = {
      id: `rfd_${randomBytes(10).toString("hex")}`,
      request_id: requestId,
      payment_intent_id: intent.id,
      amount,
      currency: intent.currency,
      reason: typeof body.reason === "string" ? body.reason : undefined,
      status: "RECEIVED",
      created_at: at,
      updated_at: at,
    };
    refunds.push(refund);
    return json(res, 201, refund);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    let body: unknown = undefined;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return error(res, 400, "validation_error", "body is not JSON");
    }
    requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, headers: req.headers, body });
    const failure = queuedFailures.shift();
    if (failure) return json(res, failure.status, failure.body);

    if (req.method === "POST" && url.pathname === "/api/v1/authentication/login") {
      if (req.headers["x-client-id"] !== clientId || req.headers["x-api-key"] !== apiKey) {
        return error(res, 401, "credentials_invalid", "Invalid client id or api key");
      }
      loginCount += 1;
      const token = `tok_${randomBytes(16).toString("hex")}`;
      const expiresAt = now() + tokenTtlMs;
      tokens.set(token, expiresAt);
      return json(res, 201, { token, expires_at: airwallexTime(expiresAt) });
    }
    if (!authorised(req)) return error(res, 401, "unauthorized", "Access denied, authentication failed");
    if (req.method === "POST" && url.pathname === "/api/v1/pa/payment_intents/create") {
      return createIntent((body ?? {}) as Record<string, unknown>, res);
    }
    if (req.method === "POST" && url.pathname === "/api/v1/pa/refunds/create") {
      return createRefund((body ?? {}) as Record<string, unknown>, res);
    }
    if (req.method === "GET" && url.pathname === "/api/v1/pa/payment_intents") {
      const merchantOrderId = url.searchParams.get("merchant_order_id");
      const items = [...intents.values()].filter(
        (intent) => !merchantOrderId || intent.merchant_order_id === merchantOrderId,
      );
      return json(res, 200, { has_more: false, items });
    }
    const match = /^\/api\/v1\/pa\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const intent = intents.get(decodeURIComponent(match[1] ?? ""));
      if (!intent) return error(res, 404, "resource_not_found", "The requested resource was not found");
      // Retrieving gives a fresh client_secret (reference §4).
      intent.client_secret = `cs_${randomBytes(16).toString("hex")}`;
      return json(res, 200, intent);
    }
    return error(res, 404, "not_found", `No route ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => error(res, 500, "internal_error", String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook as Airwallex sends it: body `{id, name, accountId, created_at, data:{object}}`, ms timestamp, hex HMAC. */
  function webhook(options: {
    name: string;
    object: Record<string, unknown>;
    eventId?: string;
    /** ms since epoch; defaults to the fake clock. */
    timestamp?: string;
    /** Sign with another secret (a forgery). */
    secret?: string;
    /** Change the body after signing (tampering in transit). */
    tamper?: (body: string) => string;
  }) {
    const body = JSON.stringify({
      id: options.eventId ?? `evt_${randomUUID()}`,
      name: options.name,
      accountId: "acct_fake",
      created_at: airwallexTime(now()),
      data: { object: options.object },
    });
    const timestamp = options.timestamp ?? String(now());
    const signature = createHmac("sha256", options.secret ?? webhookSecret)
      .update(timestamp + body)
      .digest("hex");
    const rawBody = options.tamper ? options.tamper(body) : body;
    return {
      rawBody,
      headers: new Headers({ "content-type": "application/json", "x-timestamp": timestamp, "x-signature": signature }),
    };
  }

  return {
    url,
    clientId,
    apiKey,
    webhookSecret,
    intents,
    refunds,
    requests,
    get loginCount() {
      return loginCount;
    },
    advanceClock(ms: number) {
      clockOffset += ms;
    },
    now,
    /** Every issued token becomes invalid (a revoked key): the next call answers 401. */
    revokeTokens() {
      tokens.clear();
    },
    /** The next request answers this instead (a 429 or 500 switch, reference §8.9). */
    failNext(status: number, body: unknown = { code: "internal_error", message: "Internal error" }) {
      queuedFailures.push({ status, body });
    },
    /** What the hosted page does when the shopper pays (test control, reference §8.7). */
    setIntentStatus(id: string, status: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      intent.updated_at = airwallexTime(now());
      return intent;
    },
    webhook,
    /** Event for the intent's current state: payment_intent.* carry the intent, payment_attempt.* an attempt. */
    intentEvent(
      name: string,
      intentId: string,
      extra: { eventId?: string; timestamp?: string; secret?: string; object?: Record<string, unknown> } = {},
    ) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const object = name.startsWith("payment_attempt.")
        ? {
            id: `att_${randomBytes(8).toString("hex")}`,
            payment_intent_id: intent.id,
            amount: intent.amount,
            currency: intent.currency,
            merchant_order_id: intent.merchant_order_id,
            status: "AUTHORIZATION_FAILED",
          }
        : { ...intent, client_secret: undefined };
      return webhook({
        name,
        object: { ...object, ...extra.object },
        eventId: extra.eventId,
        timestamp: extra.timestamp,
        secret: extra.secret,
      });
    },
    /**
     * A refund's event as the provider sends it (reference §5: refund.received, .accepted, .processing, .succeeded,
     * .failed): the refund object, its status moved with the event, as data.object. `object` overrides fields (a
     * wrong amount); `failureReason` is what a refused refund says.
     */
    refundEvent(
      name: string,
      refundId: string,
      extra: { eventId?: string; object?: Record<string, unknown>; failureReason?: string } = {},
    ) {
      const refund = refunds.find((item) => item.id === refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      const status = name.slice("refund.".length).toUpperCase();
      refund.status = status;
      refund.updated_at = airwallexTime(now());
      const failure = extra.failureReason ? { failure_reason: extra.failureReason } : {};
      return webhook({ name, object: { ...refund, ...failure, ...extra.object }, eventId: extra.eventId });
    },
    /** Posts a webhook to a URL (the app's /webhooks/airwallex) and returns the response status. */
    async deliver(target: string, event: { rawBody: string; headers: Headers }) {
      const response = await fetch(target, { method: "POST", headers: event.headers, body: event.rawBody });
      await response.body?.cancel();
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeAirwallex = Awaited<ReturnType<typeof startFakeAirwallex>>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
