import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { buildContentSecurityPolicy, type CspOptions } from "../app/modules/security/content-security-policy.ts";

type SecurityOptions = CspOptions & { isHttps: boolean };

/**
 * Sets a fresh CSP nonce on res.locals and the security headers on every response. The app's documents replace the
 * policy with their own (same rules; the nonce, or the hashes of a shared page's scripts: entry.server.tsx and the
 * page cache); this one covers what Express serves itself.
 */
export function securityHeaders({ isHttps, ...cspOptions }: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", buildContentSecurityPolicy([`'nonce-${nonce}'`], cspOptions));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
