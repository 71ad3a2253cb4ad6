/**
 * Moves focus to the page's main heading (the `<h1>` in `<main>`), so that keyboard and screen
 * reader users start on the new content: after a client-side navigation, or when what they were
 * on went away (the emptied cart). The heading is made focusable by script only (tabindex -1),
 * never a Tab stop. Returns the heading, or null when the page has none yet.
 */
export function focusMainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return null;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  return heading;
}
