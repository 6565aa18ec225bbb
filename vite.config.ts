import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { inlineScript } from "./scripts/vite-inline-script.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to each text asset of the
 * browser build, once, so the server sends them without compressing on every request (server/index.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: "bpe:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const assetsDir = path.join(options.dir ?? "", "assets");
      const files = (await readdir(assetsDir)).filter((file) => /\.(js|css|svg|json|txt|map)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(assetsDir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(path.join(assetsDir, `${file}.br`), br),
            writeFile(path.join(assetsDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * Fewer, larger chunks for the browser: the framework in one file, and the small modules that several pages share
 * in one file per side (public site, back office). Left alone, the bundler emits dozens of files under 1 KB,
 * each a request that compression cannot shrink; on a slow mobile link each costs a round trip.
 */
type ChunkingContext = { getModuleInfo(id: string): { importers: readonly string[] } | null };

const BACK_OFFICE_ENTRIES = /app[\\/](routes[\\/](admin|auth)[\\/]|components[\\/]rich-text[\\/])/;

/** A module only back-office pages (and the editor test pages) import, directly or through such modules. */
function isBackOfficeOnly(id: string, context: ChunkingContext, seen = new Set<string>()): boolean {
  if (BACK_OFFICE_ENTRIES.test(id)) return true;
  if (seen.has(id)) return true;
  seen.add(id);
  const importers = context.getModuleInfo(id)?.importers ?? [];
  return importers.length > 0 && importers.every((importer) => isBackOfficeOnly(importer, context, seen));
}

const CHUNK_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  // Conform and our field components: every page with a form, none without.
  {
    name: "forms",
    test: /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]|app[\\/]components[\\/]forms[\\/]/,
    minShareCount: 2,
    priority: 2,
  },
  // Radix primitives and their helpers, wrapped by app/components/ui/: only the back office uses them.
  {
    name: "back-office-radix",
    test: /node_modules[\\/](@radix-ui[\\/]|@floating-ui[\\/]|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)/,
    priority: 2,
  },
  // The site's chrome and small helpers, and the icons: light modules without heavy dependencies of their own.
  // What only the back office uses goes to its own file, so public pages do not carry it.
  {
    name: (id: string, context: ChunkingContext) => (isBackOfficeOnly(id, context) ? "back-office-shared" : "shared"),
    debugName: "shared",
    test: /app[\\/](components[\\/](layout[\\/]|admin[\\/]|ui[\\/]|static-page[\\/]|shop[\\/]|[\w-]+\.tsx?)|modules[\\/](i18n|seo|toast|contact|lists)[\\/]|modules[\\/](media[\\/]image-variants|abuse[\\/]honeypot|catalog[\\/]pricing))|node_modules[\\/]lucide-react[\\/]/,
    minShareCount: 2,
    priority: 1,
  },
];

/**
 * React Router builds the browser bundle with `preserveEntrySignatures: "exports-only"`, which the bundler refuses
 * together with the chunk groups above; "allow-extension" only lets a route's file carry extra exports, which the
 * router ignores.
 */
function allowEntryExtension(): Plugin {
  return {
    name: "bpe:allow-entry-extension",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      const rollupOptions = config.build?.rollupOptions;
      if (rollupOptions) rollupOptions.preserveEntrySignatures = "allow-extension";
    },
  };
}

export default defineConfig({
  plugins: [inlineScript(), tailwindcss(), reactRouter(), allowEntryExtension(), precompressAssets()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
        },
      },
    },
  },
  server: { hmr: { port: 24679 } },
});
