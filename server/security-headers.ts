import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { buildContentSecurityPolicy, type CspOptions } from "../app/modules/security/content-security-policy.ts";

type SecurityOptions = CspOptions & { isHttps: boolean };

/**
 * Sets a fresh CSP nonce on res.locals and the security headers on every response. Helmet writes the fixed headers
 * (nosniff, referrer policy, frames refused, opener isolation, HSTS on an https site); the policy is ours, because
 * the app's documents replace it with their own (same rules; the nonce, or the hashes of a shared page's scripts:
 * entry.server.tsx and the page cache), and this one covers what Express serves itself. Helmet's other defaults
 * are left off: a cross-origin resource policy would stop mail clients loading the site's images.
 */
export function securityHeaders({ isHttps, ...cspOptions }: SecurityOptions) {
  const fixedHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: isHttps ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: "deny" },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", buildContentSecurityPolicy([`'nonce-${nonce}'`], cspOptions));
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    fixedHeaders(req, res, next);
  };
}
