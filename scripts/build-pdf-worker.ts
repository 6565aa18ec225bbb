// The PDF worker threads' entry (app/modules/documents/pdf/pdf-worker.server.ts) bundled into
// <build>/server/pdf-worker.js, beside the server's bundle that starts them (pdf-pool.server.ts). The renderer needs
// the bundler (JSX, the catalogs' import.meta.glob), and a bundle of its own keeps each thread small: React PDF and the
// document, not the whole app. Packages stay outside the bundle, loaded from node_modules as the server's are.
import path from "node:path";
import { build } from "vite";

export const PDF_WORKER_ENTRY = "app/modules/documents/pdf/pdf-worker.server.ts";

export async function buildPdfWorker(rootDir: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: rootDir,
    mode: "production",
    logLevel: "warn",
    // React's production JSX runtime whatever NODE_ENV this process has (Vitest's global setup runs "test"), as the
    // server's own build (build-if-stale.ts runs it with NODE_ENV=production).
    oxc: { jsx: { runtime: "automatic", development: false } },
    build: {
      ssr: PDF_WORKER_ENTRY,
      outDir: path.join(outDir, "server"),
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "pdf-worker.js", format: "es" } },
    },
  });
}
