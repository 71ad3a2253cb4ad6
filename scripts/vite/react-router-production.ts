import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const productionBuild = (entry: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${entry}`, import.meta.url));

/**
 * React Router's package resolves to its development build everywhere (its exports name no
 * other: remix-run/react-router#14102), warnings and all. A build takes its production build
 * instead: the browser's scripts about 0.5 KiB less to load on every page (issue 10 item 4), the
 * server some 4–8% less CPU on an uncached product page (decision 103). On the server the
 * packages that import React Router (`@react-router/express` and `@react-router/node` beneath
 * it) are bundled too, so that the request handler and the routes share that one copy: its
 * contexts, `data()`, redirects and error answers are told apart by their class.
 *
 * The shop and the bench's plain React Router yardstick (bench/reference) are both built with
 * it, so that the yardstick is what a plain app built like the shop costs.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: productionBuild("index.mjs") },
          { find: /^react-router\/dom$/, replacement: productionBuild("dom-export.mjs") },
        ],
      },
      ssr: { noExternal: ["react-router", "@react-router/express", "@react-router/node"] },
    }),
  };
}
