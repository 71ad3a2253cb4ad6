import { useMemo } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { listSearchString, parseListParams, type ListParams } from "~/modules/catalog/list-params";

/**
 * The list state of the current URL, or of the URL being loaded on this same page: controls
 * show a shopper's change at once, and quick successive changes build on each other instead
 * of on the page still shown.
 */
export function useListParams(): ListParams {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const search = (pending ?? location).search;
  return useMemo(() => parseListParams(new URLSearchParams(search)), [search]);
}

/**
 * Goes to the same list with another state. Filter changes keep the scroll position (the
 * shopper stays at the controls); a new history entry each time, so Back undoes a change.
 */
export function useChangeListParams(keep: Record<string, string> = {}): (next: ListParams) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (next) =>
    void navigate(`${pathname}${withKept(listSearchString(next), keep)}`, { preventScrollReset: true });
}

/** A list's query with the page's own parameters kept (the search page's `q`). */
export function withKept(search: string, keep: Record<string, string>): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(keep)) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Whether a client-side navigation is loading one of `paths`. */
export function useLoadingPath(paths: readonly string[]): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && paths.includes(navigation.location.pathname);
}
