/** What the HTTP server may know about the connection (see app/context.server.ts `RequestInfo`). */
export type ClientIpSource = object & { clientIp?: string | undefined };

/**
 * The visitor's address, used as the rate-limit key. The HTTP server resolves it (Express `trust proxy` loopback:
 * X-Forwarded-For is believed only from a proxy on this machine) and hands it over as `clientIp` in the request info
 * (server/index.ts), which always wins. Without it (a request built outside the server), the right-most
 * X-Forwarded-For entry, then X-Real-IP, then "unknown" (such requests then share one bucket, erring on the safe side).
 */
export function getClientIp(request: Request, info?: ClientIpSource): string {
  const fromServer = info && "clientIp" in info && typeof info.clientIp === "string" ? info.clientIp.trim() : undefined;
  if (fromServer) return normalizeIp(fromServer);
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  if (last) return normalizeIp(last);
  const realIp = request.headers.get("x-real-ip")?.trim();
  if (realIp) return normalizeIp(realIp);
  return "unknown";
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same visitor; keys stay short. */
function normalizeIp(ip: string): string {
  return ip.replace(/^::ffff:/i, "").slice(0, 64);
}
