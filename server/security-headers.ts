import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

type SecurityOptions = {
  isHttps: boolean;
  isDev: boolean;
  /** Hosts a form may lead to, such as the payment provider's hosted page. */
  formTargets: string[];
};

/**
 * Sets a fresh CSP nonce on res.locals and the security headers on every response.
 * The nonce lets the inline scripts React Router emits run, and nothing else inline.
 */
export function securityHeaders({ isHttps, isDev, formTargets }: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const scriptSrc = isDev ? `'self' 'nonce-${nonce}' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`;
    const connectSrc = isDev ? "'self' ws: wss:" : "'self'";
    const csp = [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self'",
      `connect-src ${connectSrc}`,
      `form-action 'self' ${formTargets.join(" ")}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
