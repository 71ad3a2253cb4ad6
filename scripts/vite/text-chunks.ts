import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";
import type { TextPart } from "../../app/i18n/setup";

const TEXT_CHUNKS = "/app/i18n/text-chunks.ts";
const LANGUAGES = ["en", "es"];
/** Each part of a language's texts (`TextParts`, app/i18n/setup.ts), by its file. */
const PARTS: Record<TextPart, string> = {
  common: "index.ts",
  home: "home.ts",
  infoPages: "pages.ts",
  reviews: "reviews.ts",
  accountArea: "account-area.ts",
  cart: "cart.ts",
  frameLater: "frame-later.ts",
};

/**
 * For the server build, `app/i18n/text-chunks.ts` with the browser's address of the chunk of
 * each part of each language's texts (`app/i18n/<language>/index.ts`, `home.ts`...: `PARTS`,
 * imported on demand by `app/i18n/setup.ts`) and of the chunks they import, so that a page's
 * HTML can preload its language's texts
 * (`app/i18n/texts-preload.ts`). The browser is built first; React Router keeps its Vite manifest
 * until the server is built. Anywhere else the file stays as it is: empty.
 */
export function textChunks(): Plugin {
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
    load(id, options) {
      if (!building || !options?.ssr || id !== path.join(root, TEXT_CHUNKS)) return undefined;
      const manifestFile = path.join(root, "build/client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      const chunks: Record<string, Record<string, string[]>> = {};
      for (const language of LANGUAGES) {
        chunks[language] = {};
        for (const [part, file] of Object.entries(PARTS)) {
          const files = new Set<string>();
          const visit = (key: string) => {
            const chunk = manifest[key];
            if (!chunk) throw new Error(`${manifestFile} has no chunk for ${key}`);
            if (files.has(chunk.file)) return;
            files.add(chunk.file);
            chunk.imports?.forEach(visit);
          };
          visit(`app/i18n/${language}/${file}`);
          chunks[language][part] = [...files].map((chunkFile) => base + chunkFile);
        }
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}

/**
 * The browser build's chunk names: each part of the texts named after its language and part
 * (`assets/texts-es-home-<hash>.js`; Rollup would call it `home`, like the home page's chunk),
 * the others as Vite names them.
 */
export function textChunkFileNames(chunk: Rollup.PreRenderedChunk): string {
  const [, language, file] = /\/app\/i18n\/(\w+)\/([\w-]+\.ts)$/.exec(chunk.facadeModuleId ?? "") ?? [];
  const part = Object.entries(PARTS).find(([, partFile]) => partFile === file)?.[0];
  return language && part ? `assets/texts-${language}-${part}-[hash].js` : "assets/[name]-[hash].js";
}
