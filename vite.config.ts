import { readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which wraps React Router's request handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : undefined,
  ssr: { external: ["@electric-sql/pglite", "pg", "pino"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), textChunks()],
}));

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
