import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const LUCIDE_MESSAGE =
  "Storefront icons are drawn from the sprite: <SpriteIcon name=... /> (app/components/icons/SpriteIcon.tsx); add new icons to sprite-icon-names.ts.";

const ROUTER_LINKS = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message: 'Import Link and NavLink from "~/components/ui/Link" (decision 035).',
};

/**
 * Imports run one way: routes → components → modules → db, with lib and config below all
 * (DESIGN.md, practice 17). A module never imports the UI or the running shop; what it needs is
 * passed in. Tests may cross the layers (an action's test calls the route).
 */
const ABOVE = {
  components: ["~/components", "~/components/*", "**/components/*"],
  routes: ["~/routes", "~/routes/*", "**/routes/*", "~/root"],
  runningShop: ["~/services.server", "**/services.server"],
  modules: ["~/modules", "~/modules/*", "**/modules/*"],
};
const LAYER_MESSAGE =
  "Imports run one way: routes → components → modules → db, lib and config below all. Pass what is needed in instead.";
const layerRule = (groups) => [
  "error",
  {
    // The same rule's options elsewhere are replaced here, not merged: they are repeated.
    paths: [ROUTER_LINKS, { name: "lucide-react", message: LUCIDE_MESSAGE }],
    patterns: [
      { group: ["lucide-react/*"], message: LUCIDE_MESSAGE },
      { group: groups.flat(), message: LAYER_MESSAGE },
    ],
  },
];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "e2e/artifacts/",
      "bench/.tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Links come from app/components/ui/Link.tsx, which draws them cheaply on the server.
    files: ["app/**"],
    ignores: ["app/components/ui/Link.tsx", "app/components/ui/Link.test.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [ROUTER_LINKS] }] },
  },
  {
    // The storefront draws its icons from the sprite: a lucide component would bring its shapes
    // and lucide's runtime into the pages' scripts. The back office may use lucide.
    files: ["app/**"],
    ignores: [
      "app/{routes,components,modules}/admin.*",
      "app/{routes,components,modules}/admin/**",
      "app/components/ui/Link.tsx",
      "app/components/ui/Link.test.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ROUTER_LINKS, { name: "lucide-react", message: LUCIDE_MESSAGE }],
          patterns: [{ group: ["lucide-react/*"], message: LUCIDE_MESSAGE }],
        },
      ],
    },
  },
  {
    files: ["app/modules/**"],
    ignores: TESTS,
    rules: { "no-restricted-imports": layerRule([ABOVE.components, ABOVE.routes, ABOVE.runningShop]) },
  },
  {
    files: ["app/lib/**", "app/config/**", "app/db/**", "app/content/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": layerRule([ABOVE.components, ABOVE.routes, ABOVE.runningShop, ABOVE.modules]),
    },
  },
  {
    // Command-line scripts and benchmarks talk to the terminal.
    files: ["scripts/**", "bench/**", "server/**", "e2e/**"],
    rules: { "no-console": "off" },
  },
);
