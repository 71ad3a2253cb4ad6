import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { alphabetical } from "~/lib/formats";
import type { Facet } from "~/modules/catalog/list-params";
import { facetShortlist } from "./facet-shortlist";

interface FacetChecklistProps {
  legend: string;
  /** The URL parameter, so that the form also works before JavaScript has loaded. */
  name: string;
  facets: Facet[];
  selected: string[];
  onToggle: (value: string, checked: boolean) => void;
  /** How a value is shown (e.g. a country in the page's language); the URL keeps the value. */
  label?: (value: string) => string;
  /** Keep the values in the given order (diets, allergens) instead of by name. */
  fixedOrder?: boolean;
}

/**
 * A checkbox per value available in the current list, with how many products carry it. A
 * chosen value that the other filters left without products stays listed (with 0), so it can
 * be unticked. A long list shows its largest values and the ticked ones until "Show all" is
 * pressed (issue 28: a value that would give no product is disabled): some 120 brands and countries were 40% of a product list's markup, rendered for every
 * page and hydrated by every browser, mostly out of sight in the scrolling box.
 */
export function FacetChecklist({
  legend,
  name,
  facets,
  selected,
  onToggle,
  label = (value) => value,
  fixedOrder = false,
}: FacetChecklistProps) {
  // A ticked box shows its tick at once, before the list it asks for has loaded: the URL's
  // choice arrives a render later (React Router updates its state in a transition).
  const [ticked, setTicked] = useState(selected);
  const [fromUrl, setFromUrl] = useState(selected);
  const [expanded, setExpanded] = useState(false);
  const { t, language } = useTranslation();
  const listId = useId();
  if (fromUrl.join("\n") !== selected.join("\n")) {
    setFromUrl(selected);
    setTicked(selected);
  }
  // In the order of the names shown (a country's name differs by language); values keep their
  // places, so a ticked box never moves away from the pointer or the focus.
  const orphans = selected.filter((value) => !facets.some((facet) => facet.value === value));
  const all = [...facets, ...orphans.map((value) => ({ value, count: 0 }))]
    .map((facet) => ({ ...facet, shownAs: label(facet.value) }))
    .sort((a, b) => (fixedOrder ? 0 : alphabetical(language).compare(a.shownAs, b.shownAs)));
  if (all.length === 0) return null;
  const shown = expanded ? all : facetShortlist(all, ticked);

  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <ul id={listId} className="facet-list mt-2 max-h-56 space-y-1 overflow-y-auto pr-1">
        {shown.map(({ value, count, shownAs }) => (
          <li key={value}>
            {/* The box inside its label: named by it without an id (styles: facet-list in app.css). */}
            <label>
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={ticked.includes(value)}
                // A value that would leave the list empty cannot be chosen (issue 28).
                disabled={count === 0 && !ticked.includes(value)}
                onChange={(event) => {
                  const { checked } = event.target;
                  setTicked((current) =>
                    checked ? [...current, value] : current.filter((item) => item !== value),
                  );
                  onToggle(value, checked);
                }}
              />
              <span>{shownAs}</span>
              <span>{count}</span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length < all.length || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 text-sm font-semibold text-accent underline-offset-2 hover:underline"
        >
          {expanded ? t("catalog.filters.showFewer") : t("catalog.filters.showAll", { count: all.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
