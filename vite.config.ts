import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { frameChunks } from "./scripts/vite/frame-chunks";
import { reactRouterProductionBuild } from "./scripts/vite/react-router-production";
import { textChunkFileNames, textChunks } from "./scripts/vite/text-chunks";

export default defineConfig(({ isSsrBuild }) => ({
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
  },
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild(), tsconfigPaths(), textChunks()],
}));
