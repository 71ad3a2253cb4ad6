import { useId, useMemo } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { chosenFilterCount, type ListFacets } from "~/modules/catalog/list-params";
import { LayoutToggle } from "./LayoutToggle";
import { ListFilters } from "./ListFilters";
import { useFilterSheet } from "./use-filter-sheet";
import { useListParams } from "./use-list-params";

/**
 * A list's toolbar (the phone's Filters button, the grid/list toggle) and its filter panel: a
 * sidebar on wide screens, on a phone a sheet with "Show 23 products" (`FilteredList`). Hydrated
 * after the page's first scripts (decision 097): until then the button opens the sheet as a link.
 */
export function FilterPanel({
  facets,
  keep,
  sortable,
  total,
}: {
  facets: ListFacets;
  /** The page's own query parameters the filters keep (the search page's `q`). */
  keep: Record<string, string>;
  sortable: boolean;
  /** How many products the chosen filters find: the sheet's button says so. */
  total: number;
}) {
  const { t } = useTranslation();
  const params = useListParams();
  const { open: sheetOpen, show: showSheet, close: closeSheet, opener, sheet, closer } = useFilterSheet();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const panelId = `filters-${id}`;
  const chosen = chosenFilterCount(params);
  const sheetFooter = useMemo(
    () => (
      <div className="sticky bottom-0 -mx-5 -mb-5 border-t border-line bg-surface-muted p-4 lg:hidden">
        {/* Sends the form: without JavaScript a GET; with it every box has applied already,
            the typed price applies and the sheet closes. */}
        <button type="submit" className="button-primary w-full py-3">
          {t("listFilters.showProducts", { count: total })}
        </button>
      </div>
    ),
    [t, total],
  );

  return (
    <>
      <div className="flex items-center gap-3 lg:col-start-2">
        {/* A link to the sheet, so that it opens without JavaScript too (:target). */}
        <a
          ref={opener}
          href={`#${panelId}`}
          role="button"
          aria-expanded={sheetOpen}
          aria-controls={panelId}
          onClick={(event) => {
            event.preventDefault();
            showSheet();
          }}
          className="button-secondary flex-1 py-2 sm:flex-none lg:hidden"
        >
          <SpriteIcon name="sliders-horizontal" className="size-5" />
          {t("catalog.filters.show")}
          {chosen > 0 && (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-lemon px-1 text-xs font-bold text-slate-950 tabular-nums">
              <span aria-hidden="true">{chosen}</span>
              <span className="sr-only">{t("catalog.filters.chosen", { count: chosen })}</span>
            </span>
          )}
        </a>
        <div className="ml-auto">
          <LayoutToggle />
        </div>
      </div>

      {/* On a phone, while open, a modal sheet (use-filter-sheet.ts). */}
      <aside
        ref={sheet}
        id={panelId}
        aria-labelledby={`${panelId}-heading`}
        role={sheetOpen ? "dialog" : undefined}
        aria-modal={sheetOpen || undefined}
        data-open={sheetOpen || undefined}
        className="filter-sheet lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:self-start"
      >
        <div className="flex min-h-full flex-col rounded-none border-line bg-surface-muted p-5 lg:min-h-0 lg:rounded-2xl lg:border">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id={`${panelId}-heading`} className="text-xl font-semibold">
              {t("catalog.filters.heading")}
            </h2>
            <a
              ref={closer}
              href="#"
              role="button"
              onClick={(event) => {
                event.preventDefault();
                closeSheet();
              }}
              aria-label={t("listFilters.close")}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface lg:hidden"
            >
              <SpriteIcon name="x" className="size-5" />
            </a>
          </div>
          <ListFilters
            id={`${panelId}-form`}
            facets={facets}
            keep={keep}
            sortable={sortable}
            onSubmitted={closeSheet}
            footer={sheetFooter}
          />
        </div>
      </aside>
    </>
  );
}
