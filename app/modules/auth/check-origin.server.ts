// Forgery guard (issue 6 §6): a state-changing request sent by another site's page carries that site's Origin.
import { getServices } from "../../context.server.ts";
import { redactUrlSecrets } from "./redact-url-secrets.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when the request changes state and names an Origin other than the request's own or PUBLIC_URL's.
 * No Origin header (server-to-server calls such as payment webhooks, old browsers' same-origin forms) is allowed.
 */
export function isForeignOrigin(request: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && origin !== new URL(publicUrl).origin;
}

type MiddlewareArgs = { request: Request; context: Parameters<typeof getServices>[0] };

/** Root middleware: refuses a foreign-origin write with 403 before any action runs. */
export async function checkOriginMiddleware({ request, context }: MiddlewareArgs, next: () => Promise<Response>) {
  if (isForeignOrigin(request, getServices(context).env.PUBLIC_URL)) {
    getServices(context).logger.warn(
      { origin: request.headers.get("Origin"), url: redactUrlSecrets(request.url) },
      "foreign origin refused",
    );
    throw new Response("Forbidden: cross-site request", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return next();
}
