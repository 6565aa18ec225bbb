import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const QUERY = "?inline-script";
const PREFIX = "\0inline-script:";

/**
 * `import source from "./behaviour.ts?inline-script"` gives the source text of that module bundled with its imports
 * (esbuild, one minified function scope), for pages served without React that write it as an inline script
 * (docs/decisions/006-pages-without-react.md, 007). Works in the server build, the dev server and the tests.
 */
export function inlineScript(): Plugin {
  return {
    name: "bpe:inline-script",
    enforce: "pre",
    async resolveId(id, importer) {
      if (!id.endsWith(QUERY)) return null;
      const resolved = await this.resolve(id.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const entry = id.slice(PREFIX.length);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        target: "es2022",
        platform: "browser",
        legalComments: "none",
        metafile: true,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      const code = result.outputFiles[0]!.text.trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
