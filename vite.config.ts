import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { frameChunks } from "./scripts/vite/frame-chunks";
import { textChunkFileNames, textChunks } from "./scripts/vite/text-chunks";

/**
 * React Router's package resolves to its development build everywhere (its exports name no
 * other: remix-run/react-router#14102), warnings and all. Both builds take its production build
 * instead: the browser's scripts about 0.5 KiB less to load on every page (issue 10 item 4), the
 * server some 4–8% less CPU on an uncached product page (decision 103). On the server the
 * packages that import React Router (`@react-router/express` and `@react-router/node` beneath
 * it) are bundled too, so that the request handler and the routes share that one copy: its
 * contexts, `data()`, redirects and error answers are told apart by their class.
 */
const reactRouterProductionBuild = (entry: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${entry}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProductionBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProductionBuild("dom-export.mjs") },
          ],
        }
      : {},
  // The server bundle's entry is our Express app, which wraps React Router's request handler.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        rollupOptions: {
          output: {
            manualChunks: frameChunks(),
            onlyExplicitManualChunks: true,
            chunkFileNames: textChunkFileNames,
          },
        },
        // Terser's two passes make the browser's scripts about 3.5 KiB (gzipped) smaller than
        // esbuild's minifier, 2 KiB of it in React Router, for some 6 s of build (decision 028).
        minify: "terser",
        terserOptions: { compress: { passes: 2 } },
      },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino"],
    // One copy of React Router on the server, its production build (see above).
    noExternal: command === "build" ? ["react-router", "@react-router/express", "@react-router/node"] : [],
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), textChunks()],
}));
