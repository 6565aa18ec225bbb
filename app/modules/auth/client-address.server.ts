import { getRequestInfo } from "../../context.server.ts";
import { getClientIp } from "../abuse/client-ip.server.ts";

/** When the address is not known, per-address throttling is skipped rather than shared by every visitor. */
export const UNKNOWN_ADDRESS = "unknown";

type ContextReader = Parameters<typeof getRequestInfo>[0];

/** The visitor's IP address for throttling, as the HTTP server resolved it (see getClientIp). */
export function getClientAddress(request: Request, context: ContextReader): string {
  return getClientIp(request, getRequestInfo(context));
}
