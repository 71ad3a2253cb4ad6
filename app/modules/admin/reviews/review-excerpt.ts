/** How much of a comment the moderation list shows before "Show all". */
export const EXCERPT_MAX = 160;

/**
 * The start of `text` for a list: at most `max` characters (as people count them: an emoji is
 * one), cut after the last whole word when one ends near the limit, and null when the whole
 * text fits.
 */
export function excerpt(text: string, max = EXCERPT_MAX): string | null {
  const characters = [...text];
  if (characters.length <= max) return null;
  const cut = characters.slice(0, max).join("");
  const lastSpace = cut.search(/\s\S*$/);
  // A word that runs past the limit is left out, unless that would drop most of the line.
  const start = lastSpace > max * 0.75 ? cut.slice(0, lastSpace) : cut;
  return start.trimEnd();
}
