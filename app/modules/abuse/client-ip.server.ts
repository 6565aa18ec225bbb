/** What the HTTP server may know about the connection (see app/context.server.ts `RequestInfo`). */
export type ClientIpSource = object & { clientIp?: string | undefined };

/** Requests whose address is unknown share one key, erring on the safe side. */
export const UNKNOWN_CLIENT_IP = "unknown";

/**
 * The visitor's address, used as the rate-limit key. The HTTP server resolves it (Express `trust proxy` set from
 * TRUST_PROXY: X-Forwarded-For is believed only from a proxy named there, ruling 13) and hands it over as `clientIp`
 * in the request info (server/index.ts). Request headers are never read here: any client can write them.
 */
export function getClientIp(_request: Request, info?: ClientIpSource): string {
  const fromServer = info && "clientIp" in info && typeof info.clientIp === "string" ? info.clientIp.trim() : undefined;
  return fromServer ? normalizeIp(fromServer) : UNKNOWN_CLIENT_IP;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same visitor; keys stay short. */
function normalizeIp(ip: string): string {
  return ip.replace(/^::ffff:/i, "").slice(0, 64);
}
