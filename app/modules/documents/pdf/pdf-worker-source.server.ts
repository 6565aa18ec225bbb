// A PDF worker thread's entry when the app runs from its sources (tests, `npm run dev`): Node runs this file as is,
// and a Vite loader of its own, without a file watcher, transforms the renderer's modules (JSX, the catalogs'
// import.meta.glob) as the build does. A change to the PDF's design is seen by the next worker thread.
import path from "node:path";
import { createServer } from "vite";
import type * as RenderPdfTask from "./render-pdf-task.server.tsx";

const vite = await createServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, "../../../.."),
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { renderPdfTask } = (await vite.ssrLoadModule(
  "/app/modules/documents/pdf/render-pdf-task.server.tsx",
)) as typeof RenderPdfTask;

export default renderPdfTask;
