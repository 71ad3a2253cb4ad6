import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and fails with one readable
 * line per serious or critical violation. Minor and moderate findings are attached to the
 * test's report, not failed on.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();

  await test.info().attach(`axe ${new URL(page.url()).pathname}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: "application/json",
  });

  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 5);
      const more =
        violation.nodes.length > targets.length
          ? ` …and ${violation.nodes.length - targets.length} more`
          : "";
      return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl}) at: ${targets.join(" | ")}${more}`;
    });

  expect(blocking, `serious accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS transitions and animations to end: right after a theme
 * switch, colours are still fading and axe would judge the contrast of a halfway colour. Endless
 * animations (the floating candy) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
