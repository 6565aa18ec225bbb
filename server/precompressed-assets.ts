import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the `.br` / `.gz` twin the build wrote next to a hashed asset (vite.config.ts) when the browser
 * accepts it: brotli first, then gzip, with the asset's own Content-Type and immutable caching. Other requests
 * go on to express.static (and the compression middleware).
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  // Hashed assets never change while the server runs: list them once.
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!name || name.includes("/") || !files.has(name)) return next();
    const available = [files.has(`${name}.br`) ? "br" : null, files.has(`${name}.gz`) ? "gzip" : null].filter(
      (e): e is string => e !== null,
    );
    if (available.length === 0) return next();
    res.vary("Accept-Encoding");
    // Brotli wins whenever it is accepted (browsers list gzip first at the same weight).
    const encoding = req.get("accept-encoding")
      ? available.find((candidate) => req.acceptsEncodings(candidate) === candidate)
      : undefined;
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(
      path.join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`),
      { immutable: true, maxAge: "1y", dotfiles: "deny" },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
