/**
 * Debian's Chromium, as the browser tests and `npm run lighthouse` run it: no sandbox in
 * containers, no GPU, and none of Chromium's own traffic to Google (updates, sync, field trials).
 * Playwright's own browser download does not work on this machine's kind.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
