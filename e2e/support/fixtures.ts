import { test as base, expect, type Browser, type Page, type Response } from "@playwright/test";

/** A phone-sized viewport (iPhone SE/mini class width). */
export const MOBILE_VIEWPORT = { width: 375, height: 812 };

export interface ConsoleGuard {
  /** Lets this test log errors matching the pattern (e.g. the browser's note about a 404). */
  allow(pattern: string | RegExp): void;
}

interface Fixtures {
  /** Fails the test on any console.error or uncaught page error it did not allow. */
  consoleGuard: ConsoleGuard;
}

export const test = base.extend<Fixtures>({
  // Each test is its own client: the shop trusts one proxy (TRUST_PROXY=1 in playwright.config)
  // and counts per-client limits by this address, so tests never share a rate-limit budget.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress() });
  },
  consoleGuard: [
    async ({ context }, use) => {
      await context.addInitScript(installProbes);
      const allowed: (string | RegExp)[] = [];
      const problems: string[] = [];

      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        problems.push(`page error: ${error.stack ?? error.message}`);
      });

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = problems.filter(
        (problem) =>
          !allowed.some((pattern) =>
            typeof pattern === "string" ? problem.includes(pattern) : pattern.test(problem),
          ),
      );
      expect(unexpected, "unexpected errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A made-up client address: each test (and each other visitor) counts its own rate limits. */
function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * Another visitor's browser beside the test's own page (its own cookies, storage and client
 * address), with the same probes, so that `visit` works there too. Close its context when done.
 */
export async function otherVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    colorScheme: "light",
    locale: "en-US",
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
    // Not the test's own session (Playwright gives new contexts the test's `use` options).
    storageState: { cookies: [], origins: [] },
  });
  await context.addInitScript(installProbes);
  return context.newPage();
}

/** Runs the rest of the file (or describe block) in a 375 px wide phone viewport with touch. */
export function useMobileViewport(): void {
  test.use({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });
}

/** The rest of the test in Spanish: the language cookie the server reads. */
export async function useSpanish(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: "site-lang", value: "es", url: test.info().project.use.baseURL! }]);
}

/** Pages opened from now on start dark (the theme the shop keeps in localStorage). */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("site-theme", "dark"));
}

/** Opens a path and waits until React has hydrated it, so that clicks reach their handlers. */
export async function visit(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  await waitForHydration(page);
  return response;
}

/** Waits until React has hydrated the current document, the sections it hydrates later included. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as HydrationMarks).__e2eHydrated === true);
}

/** What the document looked like when the parser finished, before any module script ran. */
export async function stateAtParse(page: Page): Promise<{ className: string; lang: string }> {
  const state = await page.evaluate(() => (window as unknown as HydrationMarks).__e2eAtParse);
  if (!state) throw new Error("the document has not finished parsing yet");
  return state;
}

/** The page has no horizontal scroll: nothing sticks out of the viewport. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page width beyond the viewport").toBeLessThanOrEqual(clientWidth);
}

interface HydrationMarks {
  __e2eHydrated?: boolean;
  __e2eAtParse?: { className: string; lang: string };
}

/**
 * Runs in every document before its own scripts.
 * - React reports each commit to the DevTools hook when one is installed; a minimal hook tells
 *   us when the hydration is done, without any test code in the app.
 * - readyState turns "interactive" when parsing ends and before module scripts run, so the
 *   <html> class and lang seen then are what the server sent (plus inline head scripts): what
 *   the first paint shows.
 */
function installProbes() {
  /** What the probe reads of React's fibers: a Suspense boundary's tag, and its state. */
  interface Fiber {
    tag: number;
    memoizedState?: { dehydrated?: unknown } | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const SUSPENSE = 13;
  const marks = window as unknown as HydrationMarks & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  marks.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      // Hydrated once no Suspense boundary is left as the server drew it: the sections that
      // hydrate after the page's first scripts (decision 029) are part of the page.
      const fibers = [root.current];
      for (let fiber = fibers.pop(); fiber; fiber = fibers.pop()) {
        if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return;
        if (fiber.child) fibers.push(fiber.child);
        if (fiber.sibling) fibers.push(fiber.sibling);
      }
      marks.__e2eHydrated = true;
    },
  };
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const root = document.documentElement;
    marks.__e2eAtParse = { className: root.className, lang: root.lang };
  });
}
