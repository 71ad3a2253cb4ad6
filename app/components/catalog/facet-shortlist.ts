import type { Facet } from "~/modules/catalog/list-params";

/** How many values a long checklist shows until the shopper asks for all of them. */
export const SHORTLIST_SIZE = 8;

/**
 * The values a collapsed checklist shows: the SHORTLIST_SIZE that most products carry, and every
 * value that is ticked, in the list's own order (so expanding it never moves a box). A list only
 * a little longer than that is shown whole: a button to reveal one or two more is no help.
 */
export function facetShortlist<Item extends Facet>(facets: Item[], ticked: string[]): Item[] {
  if (facets.length <= SHORTLIST_SIZE + 2) return facets;
  const largest = new Set(
    [...facets]
      .sort((a, b) => b.count - a.count)
      .slice(0, SHORTLIST_SIZE)
      .map((facet) => facet.value),
  );
  return facets.filter((facet) => largest.has(facet.value) || ticked.includes(facet.value));
}
