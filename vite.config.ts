import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(path.join(assetsDir, `${file}.br`), br), writeFile(path.join(assetsDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: { assetsInlineLimit: 0 },
  server: { hmr: { port: 24679 } },
});
