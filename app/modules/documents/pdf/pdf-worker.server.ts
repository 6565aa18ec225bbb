// A PDF worker thread's entry (pdf-pool.server.ts): built into build/server/pdf-worker.js beside the server's bundle
// (scripts/build-pdf-worker.ts), since it needs the bundler (JSX, the catalogs' import.meta.glob). From the sources
// (tests, `npm run dev`) the pool loads pdf-worker-source.server.ts instead.
import { renderPdfTask } from "./render-pdf-task.server.tsx";

export default renderPdfTask;
