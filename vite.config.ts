import { readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which wraps React Router's request handler.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : { rollupOptions: { output: { manualChunks: frameChunks() } } },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), textChunks()],
}));

/** Libraries kept in chunks of their own: large, and they change less often than the shop. */
const LIBRARY_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, "react"],
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, "react-router"],
];

/**
 * Every page loads the root route and what it imports (header, footer, cart store, icons, the
 * error pages...). Rollup splits that into some 30 chunks, by which route modules share each
 * piece; as every page loads all of them anyway, they go into one chunk ("frame"): the same
 * code, in fewer requests that compress better. Nothing else joins it, so no page loads more;
 * React and React Router keep chunks of their own (the browser entry adds React DOM's client).
 */
function frameChunks(): Rollup.GetManualChunk {
  let frame: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!frame) {
      const modules = new Set<string>();
      const visit = (moduleId: string) => {
        if (modules.has(moduleId)) return;
        modules.add(moduleId);
        getModuleInfo(moduleId)?.importedIds.forEach(visit);
      };
      const root = [...getModuleIds()].find((moduleId) => moduleId.endsWith("/app/root.tsx"));
      if (root) visit(root);
      frame = modules;
    }
    if (!frame.has(id)) return undefined;
    // Named, or Rollup would pull them into the frame as its dependencies.
    return LIBRARY_CHUNKS.find(([library]) => library.test(id))?.[1] ?? "frame";
  };
}

const TEXT_CHUNKS = "virtual:text-chunks";
const LANGUAGES = ["en", "es"];

/**
 * `virtual:text-chunks`: for the server build, the browser's address of each language's texts
 * chunk (`app/i18n/<language>/index.ts`, imported on demand by `app/i18n/setup.ts`) with the
 * chunks it imports, so that a page's HTML can preload its language's texts
 * (`app/i18n/texts-preload.ts`). The browser is built first; React Router keeps its Vite manifest
 * until the server is built. Anywhere else (the browser, development) the module is empty.
 */
function textChunks(): Plugin {
  let root = "";
  let base = "/";
  let building = false;
  return {
    name: "sweet-trip:text-chunks",
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === "build";
    },
    resolveId(source) {
      return source === TEXT_CHUNKS ? `\0${TEXT_CHUNKS}` : undefined;
    },
    load(id, options) {
      if (id !== `\0${TEXT_CHUNKS}`) return undefined;
      if (!building || !options?.ssr) return "export default {};";
      const manifestFile = path.join(root, "build/client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      const chunks: Record<string, string[]> = {};
      for (const language of LANGUAGES) {
        const files = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk) throw new Error(`${manifestFile} has no chunk for ${key}`);
          if (files.has(chunk.file)) return;
          files.add(chunk.file);
          chunk.imports?.forEach(visit);
        };
        visit(`app/i18n/${language}/index.ts`);
        chunks[language] = [...files].map((file) => base + file);
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
