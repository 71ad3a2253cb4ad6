import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Two projects: fast pure tests, and integration tests against a real database — PGlite by
// default, or the PostgreSQL server named by DATABASE_URL (CI runs the suite on both).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // Runs after the unit project, with its own worker limit.
          sequence: { groupOrder: 1 },
          include: ["**/*.integration.test.ts"],
          exclude: ["node_modules/**", "build/**"],
          globalSetup: ["tests/support/global-setup.ts"],
          // PGlite instances are large: two workers fit the machine and keep files isolated.
          pool: "forks",
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
