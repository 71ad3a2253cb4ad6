import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

/**
 * Browser tests against the production build: Playwright builds the app once, starts
 * `server/main.js` on a fresh embedded database and drives Debian's Chromium.
 *
 * Set E2E_PORT to run on another port. Outside CI a server already listening there is reused.
 */
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Wiped by the web server command (not here: every worker loads this file too).
const DATA_DIR = path.join(tmpdir(), `sweet-trip-e2e-${PORT}`);
// Also in e2e/support/auth.ts (ADMIN), which signs in with them.
const ADMIN_EMAIL = "admin@sweettrip.test";
const ADMIN_PASSWORD = "admin-sweet-1";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};
// Tests that change what every shopper sees (a new product, a category's text) or count the whole
// shop (the dashboard): alone, after all the others, which count products and orders themselves.
const AFTER_THE_SHOP = /admin-(dashboard|products|categories)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "e2e/artifacts/results",
  reporter: [[CI ? "line" : "list"], ["html", { outputFolder: "e2e/artifacts/report", open: "never" }]],
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  // The journeys are long (sign up, follow the e-mail, fill, pay) and this machine has 2 cores
  // shared by two browsers and the server: 30 s was within a few seconds of their running time.
  timeout: 60_000,
  expect: { timeout: 5_000 },

  use: {
    baseURL: BASE_URL,
    screenshot: "only-on-failure",
    // Recording every test's trace costs the browser much of its time; a retry records one.
    trace: "on-first-retry",
    // Tests choose dark mode themselves; a fixed system preference keeps the default light.
    colorScheme: "light",
    locale: "en-US",
  },

  projects: [
    // Signs the admin in once; the back office's tests start from that session.
    { name: "admin-session", use: chromium, testMatch: /admin\.setup\.ts$/ },
    { name: "chromium", use: chromium, testIgnore: AFTER_THE_SHOP, dependencies: ["admin-session"] },
    { name: "after-the-shop", use: chromium, testMatch: AFTER_THE_SHOP, dependencies: ["chromium"] },
  ],

  webServer: {
    // The admin of the back office's tests is made the way the README says.
    command: `rm -rf "${DATA_DIR}" && npm run build && npm run create-admin -- ${ADMIN_EMAIL} ${ADMIN_PASSWORD} && exec node server/main.js`,
    url: `${BASE_URL}/api/health`,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      // Always the fresh embedded database, even when the shell points at a PostgreSQL server.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Tests follow the links of e-mails (verification, reset) from the outbox.
      DEV_MAILBOX: "1",
      // Limits stay on; each test is its own client through X-Forwarded-For (e2e/support/fixtures.ts).
      RATE_LIMITS: "on",
      TRUST_PROXY: "1",
      // Insulated packaging is offered all year here, so its tests need not wait for summer.
      INSULATION_MONTHS: "1-12",
      // The shop's contact settings, shown where set (issue 27 item 8); X is left unset: no link.
      CONTACT_EMAIL: "hello@sweettrip.example",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/sweettrip.example",
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/sweettrip.example",
    },
    // The first start builds, migrates and seeds the demo catalogue.
    timeout: 180_000,
    reuseExistingServer: !CI,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the server close the embedded database cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
