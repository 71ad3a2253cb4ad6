import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { reactRouterProductionBuild } from "../../scripts/vite/react-router-production";

// Built as the shop is (vite.config.ts): React Router's production build, and on the server one
// bundled copy of it shared by the routes and the request handler (app-server.js, the entry).
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: "./app-server.js" }, target: "node20" } : {},
  plugins: [reactRouter(), reactRouterProductionBuild()],
}));
